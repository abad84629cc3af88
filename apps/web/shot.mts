import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:8099';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'] });
async function login(page, email, password) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${base}/map`);
}
for (const [name, viewport] of [['desk', { width: 1280, height: 800 }], ['phone', { width: 360, height: 780 }]] as const) {
  const ctx = await browser.newContext({ viewport, geolocation: { latitude: 46.05, longitude: 14.5 }, permissions: ['geolocation'] });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await login(page, 'admin@aedatlas.test', 'Admin123!');
  await page.goto(`${base}/admin/notifications`);
  await page.getByText('Showing').first().waitFor();
  await page.screenshot({ path: `/tmp/shots/notif-list-${name}.png`, fullPage: true });
  await page.getByRole('button', { name: '+ Send Notification' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.screenshot({ path: `/tmp/shots/notif-send-${name}.png`, fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /View Details/ }).nth(1).click();
  await page.getByText('Read Status').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/notif-details-${name}.png`, fullPage: true });
  await page.goto(page.url() + '/reads');
  await page.getByText('Read Status').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/notif-reads-${name}.png`, fullPage: true });
  await ctx.close();
  const ctx2 = await browser.newContext({ viewport, geolocation: { latitude: 46.05, longitude: 14.5 }, permissions: ['geolocation'] });
  const m = await ctx2.newPage();
  m.on('pageerror', (e) => console.log('pageerror', e.message));
  await login(m, 'member@aedatlas.test', 'Member123!');
  await m.goto(`${base}/notifications`);
  await m.getByText('Push notifications on this device').waitFor();
  await m.waitForTimeout(800);
  await m.screenshot({ path: `/tmp/shots/inbox-${name}.png`, fullPage: true });
  await m.getByRole('link', { name: /Blejskem/ }).click();
  await m.waitForTimeout(1000);
  await m.screenshot({ path: `/tmp/shots/inbox-item-${name}.png`, fullPage: true });
  await ctx2.close();
}
await browser.close();
