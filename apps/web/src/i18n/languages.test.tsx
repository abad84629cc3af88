import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memberProfile } from '../features/account/test-fixtures';
import { formatCount } from '../lib/format';
import { CONFIG_PATH, TOKEN_PATH, json, mockFetch, publicConfig } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { storeSession } from '../test/session-fixtures';
import { adminClaims, makeAccessToken } from '../test/tokens';
import { changeLanguage, i18n, startI18n } from './i18n';
import { LANGUAGE_STORAGE_KEY, browserLanguage } from './languages';
import { translateMessage } from './messages';

/** The footer's switch (every page has one): a labelled select. */
const footerSelect = () => within(screen.getByRole('contentinfo')).getByRole('combobox', { name: /Language|Jezik/ });

describe('the browser picks the first language', () => {
  it.each([
    [['sl-SI', 'en-US'], 'sl'],
    [['sl'], 'sl'],
    [['de-DE', 'sl', 'en'], 'sl'],
    [['en-GB', 'sl'], 'en'],
    [['de-DE', 'fr'], 'en'],
    [[], 'en'],
  ])('%j -> %s', (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });

  it('starts in Slovenian when the browser prefers it, and sets <html lang>', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sl-SI', 'en']);
    await startI18n();
    mockFetch({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Ustvarite račun' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ime')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sl');
    // Nothing chosen yet: only the switch remembers.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('keeps a remembered choice over the browser', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sl-SI']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await startI18n();
    mockFetch({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Login to Access AED Map' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the language switch', () => {
  it('turns the landing page Slovenian, remembers it, and turns it back', async () => {
    mockFetch({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Find the nearest AED. Every second counts.');
    expect(document.documentElement.lang).toBe('en');

    const user = userEvent.setup();
    await user.selectOptions(footerSelect(), 'sl');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Poiščite najbližji AED. Šteje vsaka sekunda.');
    expect(screen.getByRole('link', { name: 'Prijava za dostop do zemljevida AED' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('© 2024 AED Atlas. Vse pravice pridržane.')).toBeInTheDocument();
    expect(footerSelect()).toHaveValue('sl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
    expect(document.title).toBe('Poiščite defibrilator · AED Atlas');

    await user.selectOptions(footerSelect(), 'en');
    expect(await screen.findByRole('link', { name: 'Login to Access AED Map' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('names each language in itself in a focusable native select', async () => {
    mockFetch({});
    renderApp('/terms-of-use');
    await screen.findByRole('contentinfo');
    const select = footerSelect();
    expect(within(select).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(within(select).getByRole('option', { name: 'Slovenščina' })).toHaveAttribute('lang', 'sl');
    // A native select: reachable with Tab, changed with the arrow keys (the browser test presses them).
    const user = userEvent.setup();
    select.focus();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Slovenščina');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pogoji uporabe' })).toBeInTheDocument();
    expect(screen.getByText('Storitev ni namenjena osebam, mlajšim od 14 let.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kazalo' })).toBeInTheDocument();
  });

  it('survives a new start of the app (a reload)', async () => {
    mockFetch({});
    await act(() => changeLanguage('sl'));
    await i18n.changeLanguage('en');
    // What main.tsx does on a reload: the remembered language before the first render.
    await startI18n();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Prijava v AED Atlas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prijava' })).toBeInTheDocument();
  });
});

describe('Slovenian screens', () => {
  it('translates the form messages the contracts write in English, and the server messages it knows', async () => {
    await changeLanguage('sl');
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      [TOKEN_PATH]: () => json(401, { error: 'invalid_grant', error_description: 'Invalid user credentials' }),
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prijava' }));
    expect(await screen.findAllByText('To polje je obvezno!')).toHaveLength(2);
    await user.type(screen.getByLabelText('E-pošta'), 'member@aedatlas.test');
    await user.type(screen.getByLabelText('Geslo'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Prijava' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Napačen e-poštni naslov ali geslo');
  });

  it('shows a server message it does not know as it came', async () => {
    await changeLanguage('sl');
    mockFetch({ [CONFIG_PATH]: publicConfig(), [TOKEN_PATH]: () => json(400, { error: 'invalid_grant', error_description: 'Konto gesperrt' }) });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-pošta'), 'member@aedatlas.test');
    await user.type(screen.getByLabelText('Geslo'), 'x');
    await user.click(screen.getByRole('button', { name: 'Prijava' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Konto gesperrt');
  });

  it('switches the member frame from the user menu; the dashboard banner stays Slovenian either way', async () => {
    storeSession(makeAccessToken());
    mockFetch({ 'GET /api/aed/count': () => json(200, 12345), 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/dashboard');
    expect(await screen.findByText('Dobrodošli na platformi za varnost')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registered AEDs' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('aed-count')).toHaveTextContent('12,345'));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Ana Novak/ }));
    // The user menu's own switch (the top bar has one too on wide screens; the footer another).
    const menuSelect = within(screen.getByRole('banner')).getAllByRole('combobox', { name: 'Language' }).at(-1)!;
    await user.selectOptions(menuSelect, 'sl');

    expect(await screen.findByRole('heading', { name: 'Registrirani AED' })).toBeInTheDocument();
    expect(screen.getByText('Dobrodošli na platformi za varnost')).toBeInTheDocument();
    expect(screen.getByTestId('aed-count')).toHaveTextContent('12.345');
    expect(screen.getAllByRole('link', { name: 'Kontakti ICE' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Odjava' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sl');
  });

  it('validates ICE contacts in Slovenian', async () => {
    await changeLanguage('sl');
    storeSession(makeAccessToken());
    mockFetch({ 'GET /api/user/me': () => json(200, memberProfile()) });
    renderApp('/ice-contacts');
    expect(await screen.findByText('Dodali še niste nobenega kontakta ICE')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dodajte prvi kontakt' }));
    await user.type(screen.getByLabelText('Telefon'), 'not a phone');
    await user.click(screen.getByRole('button', { name: 'Shrani kontakt' }));
    expect(await screen.findByText('Prikazno ime je obvezno')).toBeInTheDocument();
    expect(screen.getByText('Vnesite veljavno telefonsko številko')).toBeInTheDocument();
  });

  it('shows the password rules and the reset messages in Slovenian', async () => {
    await changeLanguage('sl');
    mockFetch({});
    renderApp('/reset-password');
    expect(await screen.findByText('Povezava za ponastavitev ni veljavna. Zahtevajte novo ponastavitev gesla.')).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: 'Pravila za geslo' });
    expect(within(rules).getByText('Vsaj 8 znakov')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pokaži novo geslo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ponastavi geslo' })).toBeDisabled();
  });
});

describe('the admin console', () => {
  beforeAll(() => import('../app/admin-console'), 30_000);

  it('stays English, shared table and all, while the member screens are Slovenian', async () => {
    await changeLanguage('sl');
    storeSession(makeAccessToken(adminClaims));
    mockFetch({
      [CONFIG_PATH]: publicConfig(),
      'GET /api/user/me': () => json(404, {}),
      'GET /api/admin/aed': () => json(200, { data: [], page: 0, pageSize: 20, totalCount: 0, totalPages: 0 }),
    });
    renderApp('/admin/aeds');
    expect(await screen.findByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
    // The shared table's own words (its search box, its empty text) stay English here.
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('No AEDs found')).toBeInTheDocument();
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administration' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    // Its user menu has no language switch: the console would not follow it.
    await userEvent.setup().click(screen.getByRole('button', { name: /Marko|Admin/ }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Language|Jezik/ })).toBeNull();
  });
});

describe('messages and numbers', () => {
  it('translates known English messages, patterns with numbers and lists, and leaves others alone', async () => {
    expect(translateMessage('This field is required!')).toBe('This field is required!');
    await changeLanguage('sl');
    expect(translateMessage('This field is required!')).toBe('To polje je obvezno!');
    expect(translateMessage('At most 100 characters')).toBe('Največ 100 znakov');
    expect(translateMessage('Password requirements: At least 8 characters, At least one number')).toBe('Zahteve za geslo: Vsaj 8 znakov, Vsaj ena številka');
    expect(translateMessage('Something the server just said')).toBe('Something the server just said');
  });

  it("says the server's emergency alert limit in Slovenian, its limit and wait included", async () => {
    const server = (limit: string, wait: string) =>
      `Too many emergency alerts: at most ${limit}. Your contacts already have your earlier alerts. If someone is in danger, call 112 now. You can send another alert in ${wait}.`;
    expect(translateMessage(server('3 alerts in 10 minutes', '4 minutes'))).toBe(server('3 alerts in 10 minutes', '4 minutes'));
    await changeLanguage('sl');
    expect(translateMessage(server('3 alerts in 10 minutes', '4 minutes'))).toBe(
      'Preveč opozoril v sili: največ 3 opozorila v 10 minutah. Vaši stiki so prejšnja opozorila že prejeli. Če je kdo v nevarnosti, takoj pokličite 112. Novo opozorilo lahko pošljete čez 4 min.',
    );
    expect(translateMessage(server('10 alerts a day', 'about 7 hours'))).toMatch(/največ 10 opozoril na dan\..*čez približno 7 h\.$/);
    expect(translateMessage(server('10 alerts a day', '45 seconds'))).toMatch(/čez 45 s\.$/);
  });

  it('formats counts in the language on screen', async () => {
    expect(formatCount(12345)).toBe('12,345');
    await changeLanguage('sl');
    // Slovenian groups from five digits on: 1079, 12.345.
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(1079)).toBe('1079');
    expect(formatCount(12345, 'en')).toBe('12,345');
  });
});
