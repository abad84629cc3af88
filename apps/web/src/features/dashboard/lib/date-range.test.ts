import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange, parseRange } from './date-range';

describe('legacy date range (002 §5, §9)', () => {
  it('starts at yesterday until now', () => {
    const now = dayjs('2026-03-05T14:07');
    expect(defaultRange(now)).toEqual({ from: '2026-03-04T14:07', until: '2026-03-05T14:07' });
  });

  it('gives milliseconds only for two valid dates with from before until', () => {
    expect(parseRange({ from: '2026-03-04T14:07', until: '2026-03-05T14:07' })).toEqual({ fromTime: dayjs('2026-03-04T14:07').valueOf(), toTime: dayjs('2026-03-05T14:07').valueOf() + 59_999 });
    expect(parseRange({ from: '2026-03-05T14:07', until: '2026-03-05T14:07' })).toEqual({ error: 'The from date must be before the until date' });
    expect(parseRange({ from: '2026-03-06T00:00', until: '2026-03-05T14:07' })).toEqual({ error: 'The from date must be before the until date' });
    expect(parseRange({ from: '', until: '2026-03-05T14:07' })).toEqual({ error: 'Enter a valid from date' });
    expect(parseRange({ from: '2026-02-30T10:00', until: '2026-03-05T14:07' })).toEqual({ error: 'Enter a valid from date' });
    expect(parseRange({ from: '2026-03-04T14:07', until: 'soon' })).toEqual({ error: 'Enter a valid until date' });
  });
});
