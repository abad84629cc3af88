import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aedUpdateSchema, nearestQuerySchema, numberParam, pageParam, sizeParam } from '../src';

const latitude = numberParam(z.number({ message: 'Must be a number' }).min(-90).max(90));

describe('numberParam: numbers from the text of a query string', () => {
  it('reads decimal numbers as JSON and String(n) write them', () => {
    for (const [text, value] of [['46', 46], ['-45.5', -45.5], ['0', 0], ['.5', 0.5], ['1e-7', 1e-7], ['4.6E1', 46]] as const) {
      expect(latitude.parse(text)).toBe(value);
    }
    expect(latitude.parse(46.05)).toBe(46.05);
  });

  it("refuses blanks, hex, binary, octal, spaces, Infinity and lists, which Number() would read", () => {
    for (const input of ['', ' ', '\t', ' 46', '46 ', '0x10', '0b1', '0o7', '+5', 'Infinity', '-Infinity', 'NaN', '1,5', '4 6', ['5'], null, true]) {
      const result = latitude.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues[0].message).toBe('Must be a number');
    }
  });

  it('keeps the defaults of page and size for a missing value, not for a blank one', () => {
    const query = z.object({ page: pageParam(), size: sizeParam(25) });
    expect(query.parse({})).toEqual({ page: 0, size: 25 });
    expect(query.safeParse({ page: '', size: '' }).error?.flatten().fieldErrors).toEqual({ page: ['Must be a number'], size: ['Must be a number'] });
    expect(query.parse({ page: '3', size: '1e2' })).toEqual({ page: 3, size: 100 });
  });

  it('refuses a nearest query without coordinates instead of answering for 0°, 0°', () => {
    expect(nearestQuerySchema.safeParse({ lat: '', lon: '' }).error?.flatten().fieldErrors).toEqual({ lat: ['Must be a number'], lon: ['Must be a number'] });
    expect(nearestQuerySchema.parse({ lat: '46.05', lon: '14.5' })).toEqual({ lat: 46.05, lon: 14.5, limit: 10 });
  });

  it('tells OpenAPI the number type, its bounds and its default', () => {
    const json = z.toJSONSchema(z.object({ page: pageParam(), lat: latitude }), { io: 'input' });
    expect(json.properties).toMatchObject({ page: { type: 'integer', minimum: 0, default: 0 }, lat: { type: 'number', minimum: -90, maximum: 90 } });
    expect(json.required).toEqual(['lat']);
  });
});

describe("the AED form's numbers sent as text", () => {
  const coordinatesOf = (latitude: unknown, altitude: unknown) => aedUpdateSchema.safeParse({ latitude, altitude });

  it('reads decimal text, trimmed, and takes a blank altitude for none', () => {
    expect(coordinatesOf(' 46.05 ', '').data).toMatchObject({ latitude: 46.05, altitude: null });
    expect(coordinatesOf('4.6e1', '295').data).toMatchObject({ latitude: 46, altitude: 295 });
  });

  it('refuses hex, binary and Infinity, which Number() would read as numbers', () => {
    for (const text of ['0x10', '0b101', 'Infinity', '1_0']) {
      expect(coordinatesOf(text, null).error?.flatten().fieldErrors, text).toEqual({ latitude: ['Latitude must be a valid number.'] });
      expect(coordinatesOf(46, text).error?.flatten().fieldErrors, text).toEqual({ altitude: ['Altitude must be a valid number.'] });
    }
  });
});
