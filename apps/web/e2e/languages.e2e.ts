import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noSidewaysScroll, seriousA11yViolations } from './helpers/a11y';
import { BLANK_TILE, DEMO_MEMBER, DESKTOP, PHONE_360, collectPageErrors, screenshot } from './helpers/browser';
import { serverAndBrowser } from './helpers/server-and-browser';

/** English and Slovenian: the switch, the remembered choice, the browser's language, small screens. */

const run = serverAndBrowser({ MAP_TILE_URL: BLANK_TILE });

const openPage = (options: { viewport?: { width: number; height: number }; locale?: string } = {}) =>
  run.tab(options.viewport ?? DESKTOP, { locale: options.locale ?? 'en-US' });

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A full-page shot from the top, for people to look at. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The login form in Slovenian, as a person fills it; lands on the map. */
async function logInInSlovenian(page: Page) {
  await page.goto(`${run.server.baseUrl}/login`);
  await expect.poll(() => h1(page).textContent()).toBe('Prijava v AED Atlas');
  await page.getByLabel('E-pošta').fill(DEMO_MEMBER.email);
  await page.getByLabel('Geslo', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await page.waitForURL(`${run.server.baseUrl}/map`);
}

describe('languages', () => {
  it('switches to Slovenian on the landing page, keeps it over a reload and on the member pages, and switches back', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${run.server.baseUrl}/`);
    await expect.poll(() => h1(page).textContent()).toBe('Find the nearest AED. Every second counts.');
    expect(await htmlLang(page)).toBe('en');

    // By keyboard, as a person without a mouse would: Tab to the select, an arrow key picks the next language.
    const footerSelect = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
    await footerSelect.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => h1(page).textContent()).toBe('Poiščite najbližji AED. Šteje vsaka sekunda.');
    expect(await htmlLang(page)).toBe('sl');
    expect(await page.title()).toBe('Poiščite defibrilator · AED Atlas');
    await pageShot(page, 'languages-landing-sl-desktop');

    await page.reload();
    await expect.poll(() => h1(page).textContent()).toBe('Poiščite najbližji AED. Šteje vsaka sekunda.');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sl');
    await expect.poll(() => page.getByRole('contentinfo').getByRole('combobox', { name: 'Jezik' }).inputValue()).toBe('sl');

    await page.getByRole('link', { name: 'Prijava za dostop do zemljevida AED' }).click();
    await page.waitForURL(`${run.server.baseUrl}/login`);
    await logInInSlovenian(page);

    await page.goto(`${run.server.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Registrirani AED' }).waitFor();
    // The seeds' banner is Slovenian in both languages.
    await page.getByText('Dobrodošli na platformi za varnost').waitFor();
    await page.getByRole('navigation', { name: 'Glavni meni' }).getByRole('link', { name: 'Kontakti ICE' }).click();
    await page.waitForURL(`${run.server.baseUrl}/ice-contacts`);
    await expect.poll(() => h1(page).textContent()).toBe('Kontakti ICE');
    await pageShot(page, 'languages-ice-sl-desktop');

    await page.goto(`${run.server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'Uredi profil' }).waitFor();
    await page.getByRole('heading', { name: 'Osnovni podatki' }).waitFor();
    await pageShot(page, 'languages-profile-sl-desktop');

    // Back to English from the user menu in the top bar.
    await page.getByRole('button', { name: new RegExp(DEMO_MEMBER.name) }).click();
    await page.getByRole('banner').getByRole('combobox', { name: 'Jezik' }).last().selectOption('en');
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Basic information' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(errors).toEqual([]);
  });

  it('turns an AED page Slovenian, keeps it over a reload, and fits it on a 360 px phone', async () => {
    const list = await fetch(`${run.server.baseUrl}/api/aed?page=0&size=1&search=Gasilski`).then((r) => r.json() as Promise<{ data: { id: string }[] }>);
    const id = list.data[0].id;
    const { page, errors } = await openPage();
    await page.goto(`${run.server.baseUrl}/aed/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Basic Information' }).waitFor();
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('sl');

    const inSlovenian = async () => {
      await page.getByRole('heading', { level: 2, name: 'Osnovni podatki' }).waitFor();
      for (const heading of ['Kontaktni podatki', 'Lokacija', 'Vzdrževanje in roki uporabe', 'Značilnosti in oprema', 'Dodatni podatki', 'Slike']) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      expect(await page.getByRole('link', { name: 'Nazaj na zemljevid' }).count()).toBe(2);
      await page.getByRole('link', { name: 'Odpri v Google Zemljevidih (odpre se v novem zavihku)' }).waitFor();
      expect(await page.getByText('Basic Information').count()).toBe(0);
      expect(await htmlLang(page)).toBe('sl');
    };
    await inSlovenian();
    await page.reload();
    await inSlovenian();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sl');
    await pageShot(page, 'languages-aed-sl-desktop');

    // The emergency screen speaks Slovenian too (no location here: it says so, Pokliči 112 stays).
    await page.goto(`${run.server.baseUrl}/emergency`);
    const screen = page.getByRole('main');
    await page.getByRole('heading', { name: 'Nujni primer', level: 1 }).waitFor();
    await screen.getByRole('link', { name: 'Pokliči 112' }).waitFor();
    await screen.getByRole('heading', { name: 'Najbližji AED, ki je zdaj na voljo' }).waitFor();
    await page.goBack();

    await page.setViewportSize(PHONE_360);
    await page.reload();
    await inSlovenian();
    expect(await noSidewaysScroll(page), 'the AED page scrolls sideways').toBeLessThanOrEqual(0);
    await pageShot(page, 'languages-aed-sl-360');
    expect(errors).toEqual([]);
  });

  it('turns the map Slovenian from its own switch, markers and buttons included, keeps it over a reload, and fits 360 px', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${run.server.baseUrl}/map`);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('sl');

    const inSlovenian = async () => {
      await page.getByRole('heading', { level: 1, name: 'Zemljevid AED' }).waitFor();
      await page.getByRole('searchbox', { name: 'Iskanje AED-jev' }).waitFor();
      await page.getByRole('switch', { name: 'Samo AED-ji, ki so zdaj na voljo' }).waitFor();
      await page.getByRole('button', { name: 'Premikanje zemljevida z gumbi' }).waitFor();
      await page.getByRole('region', { name: 'Zemljevid AED-jev' }).waitFor();
      expect(await page.title()).toMatch(/^Zemljevid AED/);
      expect(await htmlLang(page)).toBe('sl');
    };
    await inSlovenian();
    await page.reload();
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    await inSlovenian();
    // Groups on the map are named in Slovenian (made after the switch, so in the language on screen).
    await expect.poll(() => page.locator('.leaflet-marker-icon[aria-label*="tukaj"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-marker-icon[aria-label*="AEDs here"]').count()).toBe(0);
    // The second Tab stop says what it does in Slovenian.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Poišči najbližje AED-je');

    await page.setViewportSize(PHONE_360);
    await page.reload();
    await inSlovenian();
    // On a phone the switch sits by the search.
    await page.getByRole('main').getByRole('combobox', { name: 'Jezik' }).waitFor();
    expect(await noSidewaysScroll(page), 'the map scrolls sideways').toBeLessThanOrEqual(0);
    await pageShot(page, 'languages-map-sl-360');
    expect(errors).toEqual([]);
  });

  it("names the nearest AEDs' markers in the new language, where they are", async () => {
    const context = await run.newContext({ viewport: DESKTOP, locale: 'en-US', permissions: ['geolocation'], geolocation: { latitude: 46.0569, longitude: 14.5058 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${run.server.baseUrl}/map`);
    await page.locator('[data-testid="aed-map"][data-ready="true"]').waitFor();
    await page.getByRole('navigation', { name: 'Map navigation' }).getByRole('button', { name: 'Near me' }).click();
    const panel = page.getByTestId('near-me-panel');
    await expect.poll(() => panel.locator('.aed-status').count(), { timeout: 10_000 }).toBe(10);
    const near = page.locator('.leaflet-marker-icon:has(.aed-near)');
    const looks = () => near.evaluateAll((els) => els.map((el) => ({ name: el.getAttribute('aria-label') ?? '', title: el.getAttribute('title') ?? '' })));
    const english = /, (24\/7|Open now|Closed|Unknown)$/;
    expect((await looks()).every(({ name, title }) => english.test(name) && english.test(title))).toBe(true);
    // Not all are open day and night: '24/7' reads the same in both languages.
    expect((await looks()).some(({ name }) => !name.endsWith(', 24/7'))).toBe(true);
    const before = await near.elementHandles();

    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('sl');
    await page.getByRole('heading', { level: 1, name: 'Zemljevid AED' }).waitFor();
    const slovenian = /, (24\/7|Odprto zdaj|Zaprto|Neznano)$/;
    await expect.poll(async () => (await looks()).every(({ name, title }) => slovenian.test(name) && slovenian.test(title)), { timeout: 5_000 }).toBe(true);
    expect(await near.count()).toBe(10);
    // The same markers, renamed: none was made anew.
    const after = await near.elementHandles();
    expect(await page.evaluate(([a, b]) => a.every((el, k) => el === b[k]), [before, after] as const)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("starts in Slovenian when the browser's language is sl-SI", async () => {
    const { page, errors } = await openPage({ locale: 'sl-SI' });
    await page.goto(`${run.server.baseUrl}/`);
    await expect.poll(() => h1(page).textContent()).toBe('Poiščite najbližji AED. Šteje vsaka sekunda.');
    expect(await htmlLang(page)).toBe('sl');
    // The browser's language is not a choice: nothing is stored until the person picks one.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await page.goto(`${run.server.baseUrl}/register`);
    await expect.poll(() => h1(page).textContent()).toBe('Ustvarite račun');
    expect(errors).toEqual([]);
  });

  it('fits Slovenian pages on a 360 px phone, and the register page has no serious axe findings', async () => {
    const { page, errors } = await openPage({ viewport: PHONE_360, locale: 'sl-SI' });
    const pages: [string, string][] = [
      ['/', 'Poiščite najbližji AED. Šteje vsaka sekunda.'],
      ['/register', 'Ustvarite račun'],
      ['/forgot-password', 'Pozabljeno geslo'],
      ['/reset-password', 'Ponastavitev gesla'],
      ['/terms-of-use', 'Pogoji uporabe'],
      ['/aeds', 'Lokacije AED'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(`${run.server.baseUrl}${path}`);
      await expect.poll(() => h1(page).textContent()).toBe(heading);
      expect(await noSidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.getByRole('columnheader', { name: 'Naslov' }).waitFor();
    await page.getByRole('button', { name: 'Naslednja stran' }).waitFor();
    await pageShot(page, 'languages-aeds-sl-360');
    await page.goto(`${run.server.baseUrl}/register`);
    await page.getByLabel('Potrditev gesla', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pageShot(page, 'languages-register-sl-360');

    await logInInSlovenian(page);
    for (const [path, heading] of [
      ['/dashboard', 'Dobrodošli na platformi za varnost'],
      ['/ice-contacts', 'Kontakti ICE'],
      ['/profile', 'Profil'],
      ['/helpcenter', 'Centri pomoči'],
      ['/notifications', 'Obvestila'],
    ]) {
      await page.goto(`${run.server.baseUrl}${path}`);
      await expect.poll(() => h1(page).first().textContent()).toBe(heading);
      await page.waitForLoadState('networkidle');
      expect(await noSidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await pageShot(page, `languages${path.replace('/', '-')}-sl-360`);
    }
    // On a phone the language is in the user menu.
    await page.getByRole('button', { name: new RegExp(DEMO_MEMBER.name) }).click();
    await page.getByRole('banner').getByRole('combobox', { name: 'Jezik' }).last().waitFor();
    await pageShot(page, 'languages-user-menu-sl-360');
    expect(errors).toEqual([]);
  });
});
