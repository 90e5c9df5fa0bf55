// Makes the favicon, app icons and the link-preview image in each language from the owner's config,
// with Chromium (`npm run brand-images` after editing shared/src/owner.json; the files are committed).
// The stack line is the first four skills of the code window (host/src/features/home/data/profile.ts);
// the title is owner.json's in the image's language.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import owner from '../shared/src/owner.json' with { type: 'json' };
import { runnerImport } from 'vite';
import { launchChromium } from './lib/browser.mjs';

const PUBLIC = resolve('host/public');
const load = async (file) =>
  (await runnerImport(resolve(file), { configFile: false, root: resolve('host'), logLevel: 'silent' })).module;
const profile = await load('host/src/features/home/data/profile.ts');
const { previewImage } = await load('shared/build/seo.ts');
const { ownerTitleIn } = await load('shared/src/owner.ts');
const { LOCALES } = await load('shared/src/i18n/locale.ts');
const stack = profile.PROFILE.skills.slice(0, 4).join(' · ');
const initials = owner.name
  .split(/\s+/)
  .map((part) => part[0])
  .join('')
  .slice(0, 2)
  .toUpperCase();
const font = pathToFileURL(
  resolve('node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2'),
).href;

function iconSvg({ size = 64, radius = 14, padding = 0 } = {}) {
  const inner = 64 - padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2dd4bf"/><stop offset="1" stop-color="#60a5fa"/></linearGradient></defs>
  <rect width="64" height="64" rx="${radius}" fill="#080510"/>
  <rect x="${padding + 3}" y="${padding + 3}" width="${inner - 6}" height="${inner - 6}" rx="${Math.max(radius - 3, 0)}" fill="none" stroke="url(#g)" stroke-width="2.5"/>
  <text x="32" y="41.5" text-anchor="middle" font-family="'Space Grotesk', system-ui, sans-serif" font-weight="700" font-size="${inner * 0.42}" fill="url(#g)">${initials}</text>
</svg>`;
}

const page = (body, width, height, lang = 'en') => `<!doctype html><html lang="${lang}"><head><style>
@font-face { font-family: 'Space Grotesk'; src: url('${font}') format('woff2'); font-weight: 300 700; }
html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: transparent; }
</style></head><body>${body}</body></html>`;

const preview = (title) => `
<div style="position:relative;width:1200px;height:630px;background:#080510;font-family:'Space Grotesk',sans-serif;color:#f4f3f8;overflow:hidden">
  <div style="position:absolute;inset:0;background:radial-gradient(700px 420px at 85% 0%,rgba(45,212,191,.28),transparent 60%),radial-gradient(600px 400px at 0% 100%,rgba(96,165,250,.25),transparent 60%)"></div>
  <div style="position:absolute;left:80px;top:80px;display:flex;align-items:center;gap:20px">
    <div style="width:72px;height:72px">${iconSvg({ size: 72 })}</div>
    <div style="font-size:26px;color:#b4b0c4;letter-spacing:.02em">${new URL(owner.siteUrl).host}</div>
  </div>
  <div style="position:absolute;left:80px;top:220px;font-family:'Space Grotesk';font-weight:700;font-size:96px;line-height:1.05;background:linear-gradient(90deg,#2dd4bf,#60a5fa);-webkit-background-clip:text;color:transparent">${owner.name}</div>
  <div style="position:absolute;left:84px;top:346px;font-size:40px;color:#f4f3f8">${title}</div>
  <div style="position:absolute;left:84px;top:420px;font-size:28px;color:#b4b0c4">${stack}</div>
  <div style="position:absolute;right:80px;bottom:72px;border:1px solid rgba(255,255,255,.12);border-radius:18px;background:#0d0a17;padding:22px 28px;font:24px ui-monospace,monospace;color:#a8a3bd;box-shadow:0 20px 60px -20px rgba(45,212,191,.35)">
    <span style="color:#f0abfc">const</span> <span style="color:#7dd3fc">hireable</span> = <span style="color:#fdba74">true</span>;
  </div>
</div>`;

// Pages are loaded from files so that they may use the bundled fonts (file: URLs).
const scratch = await mkdtemp(resolve(tmpdir(), 'brand-'));
let pageCount = 0;
async function show(tab, html) {
  const file = resolve(scratch, `page-${pageCount++}.html`);
  await writeFile(file, html);
  await tab.goto(pathToFileURL(file).href);
  await tab.evaluate(() => document.fonts.ready);
}

const browser = await launchChromium();
try {
  await mkdir(resolve(PUBLIC, 'icons'), { recursive: true });
  await writeFile(resolve(PUBLIC, 'favicon.svg'), `${iconSvg()}\n`);
  /** @type {[string, number, string][]} */
  const shots = [
    ['icons/icon-192.png', 192, iconSvg({ size: 192 })],
    ['icons/icon-512.png', 512, iconSvg({ size: 512 })],
    ['icons/icon-maskable-512.png', 512, iconSvg({ size: 512, radius: 0, padding: 8 })],
    ['apple-touch-icon.png', 180, iconSvg({ size: 180, radius: 0 })],
    ['favicon-32.png', 32, iconSvg({ size: 32 })],
  ];
  for (const [file, size, svg] of shots) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await show(tab, page(svg, size, size));
    await tab.screenshot({ path: resolve(PUBLIC, file), omitBackground: true });
    await tab.close();
  }
  const images = [];
  for (const locale of LOCALES) {
    const image = previewImage(owner, locale);
    const tab = await browser.newPage({ viewport: { width: image.width, height: image.height } });
    await show(tab, page(preview(ownerTitleIn(owner, locale)), image.width, image.height, locale));
    await tab.screenshot({ path: resolve(PUBLIC, image.path.slice(1)) });
    await tab.close();
    images.push(image.path.slice(1));
  }
  console.log(
    `wrote favicon.svg, favicon-32.png, apple-touch-icon.png, icons/*.png and ${images.join(', ')} to host/public`,
  );
} finally {
  await browser.close();
  await rm(scratch, { recursive: true, force: true });
}
