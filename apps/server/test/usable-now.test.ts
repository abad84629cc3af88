import type { Aed } from '@aedatlas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usableNowEvaluator } from '../src/modules/aeds/usable-now';

/** An AED with only what the usable-now rule reads. */
const aed = (fields: Partial<Aed>) =>
  ({ accessibility: 'WORKING_HOURS', openingHours: null, outOfService: null, electrodeExpiry: null, batteryExpiry: null, ...fields }) as Aed;

const OFFICE = 'Mo-Su 08:00-16:00; PH off';

// Instants as UTC, each with the Ljubljana wall time it is.
const table: [string, string, string, { state: string; opensAt?: string | null }][] = [
  // Daylight saving starts on 29 March 2026: 06:30 UTC is 08:30 in summer time (07:30 in winter time).
  ['summer time begins', '2026-03-29T06:30:00Z', OFFICE, { state: 'open' }],
  // It ends on 25 October 2026: 06:30 UTC is 07:30 in winter time again.
  ['summer time ends', '2026-10-25T06:30:00Z', OFFICE, { state: 'closed', opensAt: '2026-10-25T08:00' }],
  ['New Year', '2026-01-01T09:00:00Z', OFFICE, { state: 'closed', opensAt: '2026-01-03T08:00' }],
  ['Easter Monday', '2026-04-06T08:00:00Z', OFFICE, { state: 'closed', opensAt: '2026-04-07T08:00' }],
  ['Statehood Day, 25 June', '2026-06-25T08:00:00Z', OFFICE, { state: 'closed', opensAt: '2026-06-26T08:00' }],
  ['All Saints, 1 November', '2026-11-01T09:00:00Z', OFFICE, { state: 'closed', opensAt: '2026-11-02T08:00' }],
  ['Christmas', '2026-12-25T09:00:00Z', OFFICE, { state: 'closed', opensAt: '2026-12-27T08:00' }],
  ['Independence and Unity Day, 26 December', '2026-12-26T09:00:00Z', OFFICE, { state: 'closed', opensAt: '2026-12-27T08:00' }],
  ['an ordinary Monday with PH off', '2026-12-28T09:00:00Z', OFFICE, { state: 'open' }],
  ['23:59 on a Friday evening shift', '2026-12-04T22:59:00Z', 'Fr 18:00-24:00', { state: 'open' }],
  ['00:00 after it', '2026-12-04T23:00:00Z', 'Fr 18:00-24:00', { state: 'closed', opensAt: '2026-12-11T18:00' }],
  ['a night span past midnight', '2026-12-05T23:30:00Z', 'Mo-Su 22:00-02:00', { state: 'open' }],
  ['in season', '2026-06-15T08:00:00Z', 'May-Sep Mo-Su 08:00-20:00', { state: 'open' }],
  ['out of season', '2026-10-15T08:00:00Z', 'May-Sep Mo-Su 08:00-20:00', { state: 'closed', opensAt: '2027-05-01T08:00' }],
  ['hours that do not parse', '2026-12-05T10:00:00Z', 'Mo-Fr 8-16 maybe', { state: 'hours-unknown', opensAt: null }],
  // Slovenian school holidays as far as the library's calendar reaches (the summer of 2026)...
  // (closed; when it opens again lies past the calendar, so it does not say)
  ['summer school holidays, SH off', '2026-07-15T08:00:00Z', 'Mo-Fr 08:00-16:00; SH off', { state: 'closed', opensAt: null }],
  ['a school day, SH off', '2026-05-05T08:00:00Z', 'Mo-Fr 08:00-16:00; SH off', { state: 'open' }],
  ['summer school holidays only', '2026-07-15T08:00:00Z', 'SH Mo-Fr 09:00-12:00', { state: 'open' }],
  // ...and past it "unknown", never an error or a guess.
  ['school holidays the library does not know yet', '2026-12-05T10:00:00Z', 'Mo-Fr 08:00-16:00; SH off', { state: 'hours-unknown', opensAt: null }],
];

describe('whether an AED can be used at a moment, read in Slovenian time', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each(table)('%s (%s, %s)', async (_name, instant, hours, expected) => {
    const usable = await usableNowEvaluator(new Date(instant));
    expect(usable(aed({ openingHours: hours }))).toMatchObject(expected);
  });

  it.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('answers the same with the server in %s', async (tz) => {
    process.env.TZ = tz;
    for (const [name, instant, hours, expected] of table) {
      const usable = await usableNowEvaluator(new Date(instant));
      expect(usable(aed({ openingHours: hours })), name).toMatchObject(expected);
    }
  });

  it("keeps the library's own complaints (a school year it lacks) out of the server's output", async () => {
    const printed = vi.spyOn(console, 'error');
    const usable = await usableNowEvaluator(new Date('2026-12-05T10:00:00Z'));
    expect(usable(aed({ openingHours: 'Mo-Fr 08:00-16:00; SH off' })).state).toBe('hours-unknown');
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
  });

  it('says 24/7, expired parts and out of service before any hours', async () => {
    const usable = await usableNowEvaluator(new Date('2026-12-06T01:00:00Z'));
    expect(usable(aed({ accessibility: 'FULL_24H' }))).toEqual({ state: 'open', opensAt: null, expired: [] });
    expect(usable(aed({ accessibility: 'FULL_24H', electrodeExpiry: '2026-12-05', batteryExpiry: '2027-01-01' }))).toEqual({ state: 'expired', opensAt: null, expired: ['electrodes'] });
    // The day of expiry itself still counts (in Ljubljana it is 6 December at 02:00).
    expect(usable(aed({ accessibility: 'FULL_24H', batteryExpiry: '2026-12-06' })).state).toBe('open');
    expect(usable(aed({ accessibility: 'FULL_24H', electrodeExpiry: '2020-01-01', outOfService: 'used' }))).toEqual({ state: 'out-of-service', opensAt: null, expired: [] });
    expect(usable(aed({ accessibility: 'UNKNOWN' })).state).toBe('hours-unknown');
  });
});
