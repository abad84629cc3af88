import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { map as englishTexts } from '../../i18n/en/map';
import { map as slovenianTexts } from '../../i18n/sl/map';
import { STRAIGHT_LINE_NEAREST_FIELDS } from '../../lib/empty-aed-fields';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { earlyAedItem } from './early/early-aed-item';
import { outOfServiceLabel, popupContent } from './lib/popup-content';

/*
 * Why an AED cannot be used, in the same words everywhere on the public map: a street report's
 * kind, or the state an admin or guardian set; an AED whose state nobody knows is usable, and says so.
 */

const base = { id: '0b9e6c1e-62a5-4c4b-9a43-5a3b0f6a8e11', title: 'Town hall', latitude: 46.05, longitude: 14.5 };

const CASES = [
  // [outOfService, English popup text, Slovenian popup text, English marker word, Slovenian marker word]
  ['temporarilyAbsent', 'Temporarily absent', 'Začasno odsoten', 'Temporarily absent', 'Začasno odsoten'],
  ['outOfService', 'Out of service', 'Ne deluje', 'Out of service', 'Ne deluje'],
  ['damaged', 'Out of service: reported as damaged', 'Ne deluje: prijavljena poškodba', 'Out of service', 'Ne deluje'],
  ['used', 'Out of service: reported as used, its pads and battery may need replacing', 'Ne deluje: prijavljena uporaba, elektrode in baterijo je morda treba zamenjati', 'Out of service', 'Ne deluje'],
] as const;

describe('why an AED cannot be used, on the map', () => {
  it.each(CASES)('%s: the popup and the marker say it in English and Slovenian', async (reason, en, sl, enLabel, slLabel) => {
    const english = popupContent({ ...base, outOfService: reason, state: 'inService' }, 'OPEN');
    expect(english.querySelector('[role=alert]')?.textContent).toBe(en);
    expect(outOfServiceLabel(reason)).toBe(enLabel);
    await changeLanguage('sl');
    expect(popupContent({ ...base, outOfService: reason }, 'OPEN').querySelector('[role=alert]')?.textContent).toBe(sl);
    expect(outOfServiceLabel(reason)).toBe(slLabel);
  });

  it('an AED whose state is unknown is shown as usable, with "State unknown" in its popup', async () => {
    const node = popupContent({ ...base, outOfService: null, state: 'unknown' }, 'OPEN');
    expect(node.querySelector('[role=alert]')).toBeNull();
    expect(node.querySelector('.aed-popup__unknown')?.textContent).toBe('State unknown');
    expect(popupContent({ ...base, outOfService: null, state: 'inService' }, 'OPEN').querySelector('.aed-popup__unknown')).toBeNull();
    await changeLanguage('sl');
    expect(popupContent({ ...base, state: 'unknown' }, null).querySelector('.aed-popup__unknown')?.textContent).toBe('Stanje neznano');
  });

  it('the early Near me says the same, from the same texts', () => {
    const listed = { ...base, distanceMeters: 120 };
    const absent = earlyAedItem({ ...listed, outOfService: 'temporarilyAbsent', state: 'temporarilyAbsent' }, 1, englishTexts, 'en-GB');
    expect(within(absent).getByTestId('near-out-of-service').textContent).toBe('✕ Listed last: Temporarily absent.');
    const unknown = earlyAedItem({ ...listed, outOfService: null, state: 'unknown' }, 2, slovenianTexts, 'sl-SI');
    expect(within(unknown).getByTestId('near-state-unknown').textContent).toBe('Stanje neznano');
    expect(within(unknown).queryByTestId('near-out-of-service')).toBeNull();
    // A 112 reveal's mark, in words, while it lasts; none once it has passed.
    const taken = earlyAedItem({ ...listed, possiblyInUseUntil: new Date(Date.now() + 30 * 60_000).toISOString() }, 4, englishTexts, 'en-GB');
    expect(within(taken).getByTestId('near-possibly-in-use').textContent).toMatch(/^Possibly in use until \d\d:\d\d: 112 sent someone to fetch it$/);
    const back = earlyAedItem({ ...listed, possiblyInUseUntil: new Date(Date.now() - 60_000).toISOString() }, 5, slovenianTexts, 'sl-SI');
    expect(within(back).queryByTestId('near-possibly-in-use')).toBeNull();
    const out = earlyAedItem({ ...listed, outOfService: 'outOfService', state: 'outOfService' }, 3, slovenianTexts, 'sl-SI');
    expect(within(out).getByTestId('near-out-of-service').textContent).toBe('✕ Na koncu seznama: Ne deluje.');
  });
});

const near = [
  { ...makeAed({ title: 'Library', accessibility: 'FULL_24H', state: 'unknown', possiblyInUseUntil: new Date(Date.now() + 30 * 60_000).toISOString() }), ...STRAIGHT_LINE_NEAREST_FIELDS, distanceMeters: 90 },
  { ...makeAed({ title: 'Town hall', accessibility: 'FULL_24H', state: 'temporarilyAbsent', outOfService: 'temporarilyAbsent' }), ...STRAIGHT_LINE_NEAREST_FIELDS, distanceMeters: 300 },
  { ...makeAed({ title: 'School', accessibility: 'FULL_24H', state: 'outOfService', outOfService: 'outOfService' }), ...STRAIGHT_LINE_NEAREST_FIELDS, distanceMeters: 700 },
];

async function openNearMe(button: string) {
  mockFetch({ [CONFIG_PATH]: publicConfig(false), 'GET /api/aed/map': () => json(200, []), 'GET /api/aed/nearest': () => json(200, near) });
  const geolocation = { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 46.05, longitude: 14.5, accuracy: 10 } } as GeolocationPosition) };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { geolocation }));
  renderApp('/map');
  await userEvent.setup().click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByTestId('near-me-panel')).findAllByRole('listitem');
}

describe('why an AED cannot be used, in Near me', () => {
  it('says the state an admin or guardian set, and "State unknown" for a usable one nobody can vouch for', async () => {
    const [library, townHall, school] = await openNearMe('Near me');
    expect(within(library).getByTestId('near-state-unknown')).toHaveTextContent('State unknown');
    expect(within(library).queryByTestId('near-out-of-service')).not.toBeInTheDocument();
    expect(within(townHall).getByTestId('near-out-of-service')).toHaveTextContent('✕ Listed last: Temporarily absent.');
    expect(within(school).getByTestId('near-out-of-service')).toHaveTextContent('✕ Listed last: Out of service.');
    expect(within(townHall).queryByTestId('near-state-unknown')).not.toBeInTheDocument();
    // A 112 reveal sent someone to the library's: said in words, the others are not marked.
    expect(within(library).getByTestId('near-possibly-in-use')).toHaveTextContent(/^Possibly in use until \d\d:\d\d: 112 sent someone to fetch it$/);
    expect(within(townHall).queryByTestId('near-possibly-in-use')).not.toBeInTheDocument();
  });

  it('says it in Slovenian', async () => {
    await changeLanguage('sl');
    const [library, townHall, school] = await openNearMe('V bližini');
    expect(within(library).getByTestId('near-state-unknown')).toHaveTextContent('Stanje neznano');
    expect(within(library).getByTestId('near-possibly-in-use')).toHaveTextContent(/^Morda v uporabi do \d\d:\d\d/);
    expect(within(townHall).getByTestId('near-out-of-service')).toHaveTextContent('✕ Na koncu seznama: Začasno odsoten.');
    expect(within(school).getByTestId('near-out-of-service')).toHaveTextContent('✕ Na koncu seznama: Ne deluje.');
  });
});
