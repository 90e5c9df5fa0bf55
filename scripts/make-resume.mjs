// `npm run resume`: prints the résumé page in each language to PDF (A4 and US Letter) in Chromium, so the
// PDFs are the page's own text (selectable, links kept). Builds the host (`--no-build`: the current build),
// serves it with the production server and writes the PDFs to host/public/resume/ (committed) and host/dist.
// An owner.json that names a PDF of its own (`resumePdf`) needs none: the script says so and stops.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import ownerJson from '../shared/src/owner.json' with { type: 'json' };
import { createComposer } from '../delivery/node/composer.mjs';
import { runnerImport } from 'vite';
import { launchChromium } from './lib/browser.mjs';
import { listen } from './lib/servers.mjs';

/** @type {import('../shared/src/owner.ts').OwnerConfig} owner.json, with the optional fields it may leave out */
const owner = ownerJson;

const load = async (file) =>
  (await runnerImport(resolve(file), { configFile: false, root: resolve('shared'), logLevel: 'silent' })).module;
const { RESUME_PAPERS, RESUME_PATH, RESUME_PDF_FOLDER, generatedPdfName } = await load('shared/src/resume.ts');
const { LOCALES, localePath } = await load('shared/src/i18n/locale.ts');

/** Paper margins: the page's own padding is taken away in print (print: utilities). */
const MARGIN = { top: '14mm', right: '14mm', bottom: '14mm', left: '14mm' };
const PUBLIC_DIR = resolve('host/public', RESUME_PDF_FOLDER.slice(1));
const DIST_DIR = resolve('host/dist', RESUME_PDF_FOLDER.slice(1));

if (owner.resumePdf) {
  console.log(`owner.json names your own résumé (${owner.resumePdf}): the page offers it; nothing to print.`);
  process.exit(0);
}

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '-w', 'host'], { stdio: 'inherit' });
}

/** Pages in a PDF: its page objects (Chromium writes one `/Type /Page` per page, uncompressed). */
function pdfPageCount(bytes) {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

const server = await listen(createComposer({ dir: resolve('host'), warn: () => {} }), 0);
const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await mkdir(PUBLIC_DIR, { recursive: true });
  await mkdir(DIST_DIR, { recursive: true });
  // A renamed owner leaves no PDF under the old name behind.
  const keep = new Set(
    LOCALES.flatMap((locale) => RESUME_PAPERS.map((paper) => generatedPdfName(owner, paper, locale))),
  );
  for (const name of await readdir(PUBLIC_DIR)) {
    if (name.endsWith('.pdf') && !keep.has(name)) await rm(resolve(PUBLIC_DIR, name));
  }
  for (const locale of LOCALES) {
    const path = localePath(RESUME_PATH, locale);
    const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
    // The headings' web font is put in front after first paint (host/build/firstPaint.ts): wait for it.
    await page.waitForSelector('html[data-web-font]', { state: 'attached', timeout: 10_000 });
    await page.evaluate(() => document.fonts.ready);
    for (const paper of RESUME_PAPERS) {
      const pdf = await page.pdf({
        format: paper.format,
        margin: MARGIN,
        printBackground: false,
        tagged: true,
        outline: true,
      });
      const name = generatedPdfName(owner, paper, locale);
      await writeFile(resolve(PUBLIC_DIR, name), pdf);
      await copyFile(resolve(PUBLIC_DIR, name), resolve(DIST_DIR, name));
      const { size } = await stat(resolve(PUBLIC_DIR, name));
      console.log(
        `wrote host/public${RESUME_PDF_FOLDER}/${name}: ${path}, ${paper.label}, ${pdfPageCount(pdf)} page(s), ${(size / 1024).toFixed(0)} KB`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
