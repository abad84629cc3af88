import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeAed } from '../../test/aed-fixtures';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

it("dates an out-of-service report in the product's one style, not the browser's month-first '12/5/2026'", async () => {
  const aed = { ...makeAed({ title: 'AED Gasilski dom' }), outOfService: 'used', outOfServiceSince: '2026-12-05T09:30:00.000Z' };
  mockFetch({ [CONFIG_PATH]: publicConfig(), [`GET /api/aed/${aed.id}`]: () => json(200, aed) });
  renderApp(`/aed/${aed.id}`);
  const warning = await screen.findByTestId('out-of-service');
  expect(warning).toHaveTextContent('Reported on 5. 12. 2026.');
  expect(warning).not.toHaveTextContent('12/5/2026');
});

it('says the state an admin or guardian set as the reason, in the words of the map', async () => {
  const aed = { ...makeAed({ title: 'AED Šola', state: 'temporarilyAbsent' }), outOfService: 'temporarilyAbsent', outOfServiceSince: '2026-12-05T09:30:00.000Z' };
  mockFetch({ [CONFIG_PATH]: publicConfig(), [`GET /api/aed/${aed.id}`]: () => json(200, aed) });
  renderApp(`/aed/${aed.id}`);
  const warning = await screen.findByTestId('out-of-service');
  expect(warning).toHaveTextContent(/^Temporarily absent/);
  expect(warning).not.toHaveTextContent('waiting for a check');
});
