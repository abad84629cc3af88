-- AEDs by the day they stop being ready (the earliest expiry of their parts), then by description:
-- the expiry list reads its page or its range of dates in order from here, and the hourly expiry
-- reminders find what is due soon without reading every AED (about a second at a million AEDs on
-- the embedded database, in the server's own thread, at every start and every hour).
CREATE INDEX "aeds_expiry_idx" ON "aeds" USING btree (least("electrode_expiry", "child_electrode_expiry", "battery_expiry"),"description_sort_key" collate "C","description" collate "C","id");