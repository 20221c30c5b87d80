// `node --import tsx scripts/media/icons.ts`: the install and notification icons of the web manifest
// (client/public/icons/, committed), drawn by Chromium from client/public/favicon.svg. No ImageMagick needed.
// icon-192/512: the round logo on a transparent background. maskable-512: the same mark on a full-bleed square,
// kept inside the central 80 % safe zone, so Android can crop it to any shape.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeMediaBrowser, mediaBrowser } from './browser.ts';

const publicDir = new URL('../../client/public/', import.meta.url).pathname;
const iconsDir = join(publicDir, 'icons');

const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The favicon's circle colour is the theme's primary (#0b5e57), the manifest's theme_color.
const mark = /<path[^>]*\/>/.exec(favicon)?.[0];
const fill = /<circle[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (mark === undefined || fill === undefined) throw new Error('favicon.svg mudou: ícones não gerados.');

const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(32 32) scale(1.1) translate(-32 -32)">${mark}</g></svg>`;

const icons: { file: string; svg: string; size: number }[] = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: maskable, size: 180 },
];

async function main(): Promise<void> {
  mkdirSync(iconsDir, { recursive: true });
  const browser = await mediaBrowser();
  try {
    for (const icon of icons) {
      const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size } });
      const page = await context.newPage();
      const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
      );
      await page.screenshot({ path: join(iconsDir, icon.file), omitBackground: true });
      await context.close();
      process.stdout.write(`  ${icon.file} (${icon.size}×${icon.size})\n`);
    }
  } finally {
    await closeMediaBrowser();
  }
}

await main();
