// `npm run covers`: the projects' covers as WebP at each width in COVER_WIDTHS, from their SVG sources
// (remote-projects/src/features/projects/covers/), with Chromium; the WebP files are committed. Raster because an SVG
// <img> is drawn on the main thread and a WebP decodes off it (0019).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { launchChromium } from './lib/browser.mjs';

const SOURCES = resolve('remote-projects/src/features/projects/covers');
const OUT = resolve('remote-projects/src/features/projects/assets');
/** Widths written per cover: a phone's card (≈ 340 css px at 1.75-2x) and a desktop's (≈ 520 at 2x). */
const COVER_WIDTHS = [640, 960];
/** Lossy quality: the mock-ups' text clean at their size, the first cover (/projects' LCP) small. */
const QUALITY = 0.6;

const browser = await launchChromium();
try {
  const tab = await browser.newPage();
  const files = (await readdir(SOURCES)).filter((file) => file.endsWith('.svg')).sort();
  for (const file of files) {
    const svg = await readFile(resolve(SOURCES, file), 'utf8');
    for (const width of COVER_WIDTHS) {
      /** @type {string} */
      const dataUrl = await tab.evaluate(
        async ({ svg, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const height = Math.round((width * image.naturalHeight) / image.naturalWidth);
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2D canvas');
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp')) throw new Error(`this Chromium does not encode WebP (${file})`);
      const name = `${basename(file, '.svg')}-${width}.webp`;
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      await writeFile(resolve(OUT, name), bytes);
      console.log(`${name}  ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
}
