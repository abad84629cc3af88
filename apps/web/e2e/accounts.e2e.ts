import type { IceContact, User } from '@aedatlas/contracts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, DESKTOP, PHONE, logIn, screenshot } from './helpers/browser';
import { seriousA11yViolations } from './helpers/a11y';
import { serverAndBrowser } from './helpers/server-and-browser';

/** Registration, password reset, profile, ICE contacts and the auth test page against the real server. */

const run = serverAndBrowser();

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

async function noSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** A full-page shot from the top: a sticky header shot mid-scroll would show up in the middle. */
async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Dialogs are fixed to the viewport: a full-page shot of a scrolled page would show them out of place. */
async function dialogShot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The password grant, as a test client: for the admin's outbox and for accounts made by API. */
async function passwordGrant(email: string, password: string): Promise<string> {
  const response = await fetch(`${run.server.baseUrl}/auth/realms/aedatlas/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'aedatlas-web', username: email, password, scope: 'openid' }),
  });
  expect(response.status, `password grant for ${email}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

let accountCounter = 0;
/** A fresh account made through the API, so a test starts from an empty profile. */
async function createAccount(firstName = 'Tina', lastName = 'Kos') {
  const account = { email: `e2e-${Date.now()}-${++accountCounter}@aedatlas.test`, password: 'Secret-123', name: `${firstName} ${lastName}` };
  const response = await fetch(`${run.server.baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName, language: 'en', email: account.email, password: account.password }),
  });
  expect(response.status).toBe(201);
  return account;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest reset link mailed to `email`, read from the admin outbox. */
async function resetLinkFor(email: string): Promise<URL> {
  const token = await passwordGrant(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const response = await fetch(`${run.server.baseUrl}/api/admin/outbox`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  const message = data.find((m) => m.to === email);
  expect(message, `a mail to ${email}`).toBeDefined();
  const link = message!.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link, 'a reset link in the mail').toBeDefined();
  return new URL(link!);
}

async function fillRegistration(page: Page, values: { first: string; last: string; email: string; password: string }) {
  await page.getByLabel('First name').fill(values.first);
  await page.getByLabel('Last name').fill(values.last);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(values.password);
}

describe('registration (000 §2.4)', () => {
  it('creates an account, signs in and lands on the dashboard with the name in the top bar', async () => {
    const { page, errors } = await run.tab();
    await page.goto(`${run.server.baseUrl}/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('This field is required!').first().waitFor();
    expect(await page.getByText('This field is required!').count()).toBe(5);
    await pageShot(page, 'acct-desktop-register-required');

    const email = `nina-${Date.now()}@aedatlas.test`;
    await fillRegistration(page, { first: 'Nina', last: 'Zupan', email, password: 'My-secret-1' });
    const checkin = page.waitForResponse((r) => r.url().endsWith('/api/device/checkin'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByText('Registration successful! Your account has been created and you are now logged in. Redirecting to dashboard...')
      .waitFor();
    expect((await checkin).status()).toBe(200);
    await pageShot(page, 'acct-desktop-register-success');

    await page.waitForURL(`${run.server.baseUrl}/dashboard`);
    await page.getByRole('banner').getByText('Nina Zupan').waitFor();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? 'null')?.email)).toBe(email);
    expect(await page.getByText('Action successful!').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("opens 'Account Already Exists' for a taken email; 'Go to Login' prefills the login form", async () => {
    const { page, errors } = await run.tab();
    await page.goto(`${run.server.baseUrl}/register`);
    await fillRegistration(page, { first: 'Ana', last: 'Novak', email: DEMO_MEMBER.email, password: 'whatever-1' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Account Already Exists' });
    await dialog.waitFor();
    expect(await page.getByRole('heading', { name: 'User Account Creation Failed' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialogShot(page, 'acct-desktop-register-exists');

    await dialog.getByRole('button', { name: 'Try Different Email' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Email').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL(`${run.server.baseUrl}/login`);
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_MEMBER.email);
    // Dropped by the login form's effect, which runs just after the form shows the email.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loginEmail'))).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('profile (000 §2.7)', () => {
  it("rejects a bad phone with 'Please enter a valid phone number', then saves a good one", async () => {
    const account = await createAccount('Petra', 'Kralj');
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, account);
    await page.goto(`${run.server.baseUrl}/profile`);
    await page.getByRole('region', { name: 'Basic information' }).waitFor();
    expect(await page.getByRole('region', { name: 'Access token' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Phone').fill('call me maybe');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Please enter a valid phone number').waitFor();
    await page.getByText('Please fix the errors in the form').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialogShot(page, 'acct-desktop-profile-edit-invalid');

    await dialog.getByLabel('Phone').fill('+386 40 555 666');
    await dialog.getByLabel('Last name').fill('Kralj-Novak');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully! (Status: 200)').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const basic = page.getByRole('region', { name: 'Basic information' });
    await basic.getByText('+386 40 555 666').waitFor();
    await page.getByRole('banner').getByText('Petra Kralj-Novak').waitFor();
    expect(await page.getByText('Action successful!').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the admin the account details and the token diagnostics', async () => {
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, DEMO_ADMIN);
    await page.goto(`${run.server.baseUrl}/profile`);
    const details = page.getByRole('region', { name: 'Account details' });
    await details.getByText('ADMIN', { exact: true }).waitFor();
    for (const name of ['Token expiry', 'Roles', 'Access token', 'Token claims', 'Browser storage']) {
      expect(await page.getByRole('region', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByTestId('token-countdown').textContent()).toMatch(/^\d+m \d\ds$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('ICE contacts (000 §2.8)', () => {
  it('validates, adds and deletes a contact', async () => {
    const account = await createAccount('Luka', 'Zajc');
    const { page, errors } = await run.tab();
    await logIn(page, run.server.baseUrl, account);
    await page.goto(`${run.server.baseUrl}/ice-contacts`);
    await page.getByText('No ICE contacts added yet').waitFor();
    await page.getByRole('button', { name: 'Add Your First Contact' }).click();

    await page.getByLabel('Display name').fill('Mother');
    await page.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('At least one contact method (email or phone) is required').waitFor();

    await page.getByLabel('Phone').fill('+386 41 000 111');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/ice') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Contact' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData()!)).toEqual({ displayName: 'Mother', email: null, phone: '+386 41 000 111' });
    await page.getByText('Contact added successfully!').waitFor();
    const list = page.getByRole('list', { name: 'ICE contacts' });
    await list.getByText('Mother').waitFor();
    expect(await page.getByText('Action successful!').count()).toBe(0);

    const token = await passwordGrant(account.email, account.password);
    const me = (await (await fetch(`${run.server.baseUrl}/api/user/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as User;
    expect(me.iceContacts.map((c: IceContact) => c.displayName)).toEqual(['Mother']);

    await page.getByRole('button', { name: 'Delete Mother' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete contact?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Contact deleted successfully!').waitFor();
    await page.getByText('No ICE contacts added yet').waitFor();
    expect(errors).toEqual([]);
  });
});

describe('password reset (000 §2.5, §2.6)', () => {
  it('mails a link for the member, sets a new password with it, and logs in with that password', async () => {
    const { page, errors } = await run.tab();
    await page.goto(`${run.server.baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset email sent! Please check your inbox.').waitFor();
    await pageShot(page, 'acct-desktop-forgot-password-sent');

    const link = await resetLinkFor(DEMO_MEMBER.email);
    await page.goto(`${run.server.baseUrl}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm password', { exact: true }).fill('weakpass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByText('Password requirements: At least one uppercase letter, At least one number, At least one special character')
      .waitFor();
    await page.getByRole('button', { name: 'Show new password' }).click();
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text');
    await pageShot(page, 'acct-desktop-reset-password-rules');

    const newPassword = 'Fresh!Start42';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully! Redirecting to login...').waitFor();
    await pageShot(page, 'acct-desktop-reset-password-success');
    await page.waitForURL(`${run.server.baseUrl}/login`);

    // The link works once.
    const reuse = await fetch(`${run.server.baseUrl}/api/user/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token'), newPassword: 'Another-Pass-1' }),
    });
    expect(reuse.status).toBe(400);

    await logIn(page, run.server.baseUrl, { email: DEMO_MEMBER.email, password: newPassword });
    await page.getByRole('banner').getByText(DEMO_MEMBER.name).waitFor();
    expect(errors).toEqual([]);
  });
});

describe.each(VIEWPORTS)('account screens on %s', (device, viewport) => {
  it('look right for visitors', async () => {
    const { page, errors } = await run.tab(viewport);
    await page.goto(`${run.server.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await noSidewaysScroll(page, '/register');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pageShot(page, `acct-${device}-register`);

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('one');
    await page.getByLabel('Confirm password', { exact: true }).fill('two');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords must match.').waitFor();
    await page.getByText('This is not a valid email.').waitFor();
    await pageShot(page, `acct-${device}-register-invalid`);

    await fillRegistration(page, { first: 'Ana', last: 'Novak', email: DEMO_MEMBER.email, password: 'whatever-1' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alertdialog', { name: 'Account Already Exists' }).waitFor();
    await dialogShot(page, `acct-${device}-register-exists`);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await page.goto(`${run.server.baseUrl}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await noSidewaysScroll(page, '/forgot-password');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pageShot(page, `acct-${device}-forgot-password`);

    await page.goto(`${run.server.baseUrl}/reset-password`);
    await page.getByText('Invalid reset link. Please request a new password reset.').waitFor();
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    await pageShot(page, `acct-${device}-reset-password-no-token`);

    await page.goto(`${run.server.baseUrl}/reset-password?token=not-a-real-token`);
    await page.getByLabel('New password', { exact: true }).fill('Str0ng!pass');
    await page.getByLabel('Confirm password', { exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('This reset link is invalid or has expired. Please request a new one.').waitFor();
    await noSidewaysScroll(page, '/reset-password');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pageShot(page, `acct-${device}-reset-password-invalid-token`);
    expect(errors).toEqual([]);
  });

  it('look right for a member and an admin', async () => {
    const account = await createAccount('Maja', 'Vidmar');
    const { page, errors } = await run.tab(viewport);
    await logIn(page, run.server.baseUrl, account);

    await page.goto(`${run.server.baseUrl}/profile`);
    await page.getByRole('region', { name: 'Basic information' }).waitFor();
    await noSidewaysScroll(page, '/profile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pageShot(page, `acct-${device}-profile`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor();
    await dialogShot(page, `acct-${device}-profile-edit`);
    await page.keyboard.press('Escape');

    await page.goto(`${run.server.baseUrl}/ice-contacts`);
    await page.getByText('No ICE contacts added yet').waitFor();
    await noSidewaysScroll(page, '/ice-contacts');
    await pageShot(page, `acct-${device}-ice-empty`);
    await page.getByRole('button', { name: 'Add Your First Contact' }).click();
    await page.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByText('Display name is required').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pageShot(page, `acct-${device}-ice-form-invalid`);
    await page.getByLabel('Display name').fill('Brother Jure');
    // ICE emails and phones are unique across all users: each run of this test brings its own.
    await page.getByLabel('Email').fill(`jure.${device}@example.com`);
    await page.getByLabel('Phone').fill(device === 'phone' ? '+386 31 222 334' : '+386 31 222 333');
    await page.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByRole('list', { name: 'ICE contacts' }).getByText('Brother Jure', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Contact' }).click();
    await page.getByLabel('Display name').fill('Neighbour');
    await page.getByLabel('Email').fill(`neighbour.${device}@example.com`);
    await page.getByRole('button', { name: 'Save Contact' }).click();
    await page.getByRole('list', { name: 'ICE contacts' }).getByText('Neighbour', { exact: true }).waitFor();
    await noSidewaysScroll(page, '/ice-contacts list');
    await pageShot(page, `acct-${device}-ice-list`);
    await page.getByRole('button', { name: 'Delete Neighbour' }).click();
    await page.getByRole('alertdialog', { name: 'Delete contact?' }).waitFor();
    await dialogShot(page, `acct-${device}-ice-delete-confirm`);
    await page.keyboard.press('Escape');

    await page.goto(`${run.server.baseUrl}/auth-test`);
    await page.getByRole('button', { name: 'Test Token Validation' }).click();
    await page.getByRole('region', { name: 'Token validation' }).getByText('HTTP status: 200').waitFor();
    await page.getByRole('button', { name: 'Test API Call' }).click();
    await page.getByRole('region', { name: 'API call' }).getByText('HTTP status: 200').waitFor();
    await noSidewaysScroll(page, '/auth-test');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await pageShot(page, `acct-${device}-auth-test`);
    await page.getByRole('button', { name: 'Clear Tokens' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(errors).toEqual([]);

    const admin = await run.tab(viewport);
    await logIn(admin.page, run.server.baseUrl, DEMO_ADMIN);
    await admin.page.goto(`${run.server.baseUrl}/profile`);
    await admin.page.getByRole('region', { name: 'Account details' }).waitFor();
    await noSidewaysScroll(admin.page, '/profile (admin)');
    await pageShot(admin.page, `acct-${device}-profile-admin`);
    expect(admin.errors).toEqual([]);
  });
});
