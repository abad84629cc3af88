import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Aed } from '@aedatlas/contracts';
import { changeLanguage } from '../../i18n/i18n';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();

async function open(aed: Aed) {
  mockFetch({ [CONFIG_PATH]: publicConfig(), [`GET /api/aed/${aed.id}`]: () => json(200, aed) });
  renderApp(`/aed/${aed.id}`);
  const card = await screen.findByRole('region', { name: /Maintenance|Vzdrževanje/ });
  return (label: string) => within(card).getByText(label).nextElementSibling as HTMLElement;
}

afterEach(() => changeLanguage('en'));

describe('The state and the last confirmation on the AED page', () => {
  it('says in service and who checked it how long ago', async () => {
    const field = await open(makeAed({ state: 'inService', electrodeExpiry: day(30), lastConfirmedAt: daysAgo(12), lastConfirmedBy: 'guardian' }));
    expect(field('State')).toHaveTextContent('In service');
    expect(field('Last confirmed')).toHaveTextContent('Checked 12 days ago by its guardian');
  });

  it('says not ready past a pad date, and never checked', async () => {
    const field = await open(makeAed({ state: 'inService', electrodeExpiry: day(-1), lastConfirmedAt: null, lastConfirmedBy: null }));
    expect(field('State')).toHaveTextContent('Not ready: pads or battery expired');
    expect(field('Last confirmed')).toHaveTextContent('Never checked');
  });

  it('says a state an admin set, and a check of today by a visitor', async () => {
    const field = await open(makeAed({ state: 'temporarilyAbsent', lastConfirmedAt: daysAgo(0), lastConfirmedBy: 'visitor' }));
    expect(field('State')).toHaveTextContent('Temporarily absent');
    expect(field('Last confirmed')).toHaveTextContent('Checked today by a visitor');
  });

  it('says both in Slovenian, with the dual', async () => {
    await changeLanguage('sl');
    const field = await open(makeAed({ state: 'outOfService', lastConfirmedAt: daysAgo(2), lastConfirmedBy: 'admin' }));
    expect(field('Stanje')).toHaveTextContent('Ne deluje');
    expect(field('Nazadnje potrjeno')).toHaveTextContent('Pred 2 dnevoma preveril administrator');
  });
});
