// Draws the installable app's icons (web app manifest) from the site's logo, public/favicon.svg:
// the heart on a white square, inside the middle 80 % so launchers that mask icons into circles
// or rounded squares ("maskable") never cut it. Run once after the logo changes; the PNGs are
// committed. Uses sharp, which the server already depends on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

for (const size of [192, 512]) {
  // The logo's 32-unit box scaled into 70 % of the icon, centred on white.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="#ffffff"/>
  <g transform="translate(4.8 4.8) scale(0.7)">${inner}</g></svg>`;
  const out = path.join(web, `public/icons/app-${size}.png`);
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
