import { describe, expect, it } from 'vitest';
import { map as english } from '../../../i18n/en/map';
import { map as slovenian } from '../../../i18n/sl/map';
import { opensAtText, sendSomeoneElse, walkText } from './walk-text';

const open = { state: 'open' as const, opensAt: null, expired: [] };

describe('walking words', () => {
  it('says minutes and metres by the streets, and the round trip', () => {
    expect(walkText({ distanceMeters: 300, walkingMeters: 450, walkingSeconds: 321, walkingBasis: 'route' }, english.nearMe.walk, 'en-GB')).toEqual({
      walk: '5 min walk (450 m)',
      roundTrip: 'round trip 11 min',
    });
    expect(walkText({ distanceMeters: 300, walkingMeters: 1420, walkingSeconds: 1014, walkingBasis: 'route' }, slovenian.nearMe.walk, 'sl-SI')).toEqual({
      walk: '17 min hoje (1,4 km)',
      roundTrip: 'tja in nazaj 34 min',
    });
    // Never '0 min' for an AED a few steps away.
    expect(walkText({ distanceMeters: 5, walkingMeters: 8, walkingSeconds: 6, walkingBasis: 'route' }, english.nearMe.walk, 'en-GB').walk).toBe('1 min walk (8 m)');
  });

  it('marks an estimate, a straight line, and AEDs no walk reaches, in words', () => {
    const words = english.nearMe.walk;
    expect(walkText({ distanceMeters: 300, walkingMeters: 390, walkingSeconds: 279, walkingBasis: 'approx' }, words, 'en-GB').walk).toBe('approx. 5 min walk (390 m)');
    expect(walkText({ distanceMeters: 300, walkingMeters: null, walkingSeconds: null, walkingBasis: 'straight' }, words, 'en-GB')).toEqual({ walk: '300 m in a straight line', roundTrip: null });
    expect(walkText({ distanceMeters: 300 }, words, 'en-GB').walk).toBe('300 m in a straight line');
    expect(walkText({ distanceMeters: 300, walkingMeters: null, walkingSeconds: null, walkingBasis: 'none' }, words, 'en-GB').walk).toBe('no walking route (300 m in a straight line)');
    expect(walkText({ distanceMeters: 2500, walkingMeters: null, walkingSeconds: null, walkingBasis: 'beyond' }, words, 'en-GB').walk).toBe('a long walk (2.5 km in a straight line)');
  });

  it('asks to keep pushing and send someone when the best usable AED is over 3 minutes there and back', () => {
    expect(sendSomeoneElse([{ distanceMeters: 100, walkingMeters: 120, walkingSeconds: 86, walkingBasis: 'route', usableNow: open }])).toBe(false);
    expect(sendSomeoneElse([{ distanceMeters: 100, walkingMeters: 140, walkingSeconds: 100, walkingBasis: 'route', usableNow: open }])).toBe(true);
    // An expired AED next door does not count: the usable one after it does.
    const expired = { state: 'expired' as const, opensAt: null, expired: ['electrodes' as const] };
    expect(sendSomeoneElse([{ distanceMeters: 10, walkingSeconds: 10, usableNow: expired }, { distanceMeters: 400, walkingSeconds: 300, usableNow: open }])).toBe(true);
    // By the straight line at a walking pace where no walk is known: 140 m is 200 s there and back.
    expect(sendSomeoneElse([{ distanceMeters: 140 }])).toBe(true);
    expect(sendSomeoneElse([])).toBe(false);
  });

  it('says when a closed AED opens: the time today, the weekday and time on another day', () => {
    expect(opensAtText('2026-12-07T08:00', 'en-GB', '2026-12-07')).toBe('08:00');
    expect(opensAtText('2026-12-07T08:00', 'en-GB', '2026-12-06')).toBe('Mon 08:00');
    expect(opensAtText('2026-12-07T08:00', 'sl-SI', '2026-12-06')).toBe('pon. 08:00');
  });
});
