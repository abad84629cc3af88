import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { CONFIG_PATH, json, mockFetch, publicConfig } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { storeSession } from '../../test/session-fixtures';
import { makeAccessToken } from '../../test/tokens';

beforeAll(() => changeLanguage('sl'));
afterAll(() => changeLanguage('en'));

it('speaks Slovenian on /auth-test: headings, buttons and what a check found', async () => {
  storeSession(makeAccessToken());
  mockFetch({ [CONFIG_PATH]: publicConfig(), 'GET /api/aed/count': () => json(200, 1079) });
  renderApp('/auth-test');
  expect(await screen.findByRole('heading', { level: 1, name: 'Preizkus prijave' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Preizkusi veljavnost žetona' })).toBeInTheDocument();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Končna točka'), '/api/aed/count');
  await user.click(screen.getByRole('button', { name: 'Preizkusi klic API' }));
  const result = await within(screen.getByRole('region', { name: 'Klic API' })).findByRole('status');
  expect(result).toHaveTextContent('Uspeh');
  expect(result).toHaveTextContent('GET /api/aed/count je uspel. Registriranih AED: 1079.');
  expect(result).toHaveTextContent('Status HTTP: 200');
  expect(screen.queryByText(/Test API Call|Success/)).toBeNull();
});
