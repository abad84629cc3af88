/**
 * The most rows an admin table that searches, sorts and pages in the browser receives
 * (devices and activities, 001 §2: the seeds' calls take no paging parameters). The API answers
 * the newest rows up to this cap, so one request stays a few megabytes even if a table grows
 * past what a browser table should hold; beyond it such a table needs server paging instead.
 */
export const CLIENT_SIDE_TABLE_LIMIT = 5000;
