import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, preparePage } from './browser-map';
import { startServerProcess } from './server-process';
import { measureNearMeOnPhone } from './near-me-phone';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = String(18000 + Math.floor(Math.random() * 1000));
const server = process.env.URL ? { url: process.env.URL, stop: async () => {} } : await startServerProcess(repoRoot, { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: 'memory://', SEED_DEMO_DATA: 'true' });
const browser = await launchChromium();
const origNew = browser.newContext.bind(browser);
(browser as any).newContext = async (o: any) => {
  const ctx = await origNew(o);
  const origPage = ctx.newPage.bind(ctx);
  (ctx as any).newPage = async () => {
    const page = await origPage();
    page.on('close', () => {});
    (globalThis as any).lastPage = page;
    return page;
  };
  const origClose = ctx.close.bind(ctx);
  (ctx as any).close = async () => {
    const page = (globalThis as any).lastPage;
    const info = await page.evaluate(() => ({
      lt: (window as any).__benchLongTasks.map((t: any) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' '),
      js: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => /\.js|\/api\//.test(e.name)).map((e) => `${e.name.split('/').pop()!.slice(0, 28)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`).join('\n  '),
    }));
    console.log('long tasks', info.lt); console.log('  ' + info.js);
    return origClose();
  };
  return ctx;
};
for (let i = 0; i < Number(process.env.N ?? 3); i++) {
  const rows = await measureNearMeOnPhone(browser, server.url, 'x');
  for (const r of rows) console.log(r.join(': '));
}
await browser.close();
await server.stop();
