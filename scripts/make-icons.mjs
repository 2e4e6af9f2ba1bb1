// Renders the app icons (a rice bowl with chopsticks on the theme colour) in chromium and writes
// the PNGs to public/icons/, and public/favicon.ico (browsers ask for it on every page; a 404 there
// is a console error). Run once by hand when the artwork changes; the files are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const THEME = '#ff915e';
const iconsDir = resolve(import.meta.dirname, '..', 'public', 'icons');

/** `inset` shrinks the artwork into the maskable safe zone (the centre 80% circle). */
function artwork(inset, rounded) {
  const scale = 1 - inset * 2;
  const radius = rounded ? 22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <rect width="100" height="100" rx="${radius}" fill="${THEME}"/>
  <g transform="translate(${50 - 50 * scale} ${50 - 50 * scale}) scale(${scale})">
    <line x1="56" y1="14" x2="78" y2="44" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
    <line x1="64" y1="11" x2="84" y2="42" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>
    <path d="M24 50 Q30 32 50 33 Q70 32 76 50 Z" fill="#ffffff"/>
    <circle cx="38" cy="42" r="2.2" fill="${THEME}" opacity="0.35"/>
    <circle cx="50" cy="38" r="2.2" fill="${THEME}" opacity="0.35"/>
    <circle cx="61" cy="43" r="2.2" fill="${THEME}" opacity="0.35"/>
    <path d="M16 52 H84 Q82 76 60 80 H40 Q18 76 16 52 Z" fill="#ffffff"/>
    <rect x="38" y="80" width="24" height="6" rx="2" fill="#ffffff"/>
    <path d="M24 60 H76" stroke="${THEME}" stroke-width="2.5" stroke-linecap="round" opacity="0.6"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0.04, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0.04, rounded: true },
  { file: 'maskable-192.png', size: 192, inset: 0.14, rounded: false },
  { file: 'maskable-512.png', size: 512, inset: 0.14, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.1, rounded: false },
];

/** An ICO file holding one PNG image (every browser since IE 11 reads PNG inside ICO). */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const profile = mkdtempSync(join(tmpdir(), 'canteen-icons-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await mkdir(iconsDir, { recursive: true });
  const page = await context.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${artwork(icon.inset, icon.rounded)}</body></html>`,
    );
    await page.screenshot({ path: join(iconsDir, icon.file), omitBackground: true });
    console.log(`make-icons: ${icon.file}`);
  }
  await page.setViewportSize({ width: 32, height: 32 });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${artwork(0.04, true)}</body></html>`,
  );
  const favicon = await page.screenshot({ omitBackground: true });
  await writeFile(resolve(iconsDir, '..', 'favicon.ico'), icoOf(favicon, 32));
  console.log('make-icons: favicon.ico');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
