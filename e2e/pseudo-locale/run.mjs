// `npm run test:pseudo-locale [-- --no-build]`: the site built in a copy with a pseudo-language added (xx, made from
// English by pseudoLocale.mjs), served, and every page in it checked at 390 px for English left over and
// for text that overflows its box or the screen; German pages for the overflow too. The copy lives in the temporary
// folder. Serves on the site's ports, so run it under the shared lock. Exits 1 when it finds anything.
import { spawnSync } from 'node:child_process';
import { cp, lstat, mkdir, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { launchChromium } from '../../scripts/lib/browser.mjs';
import { catalogTexts, englishIn, pseudoCatalog, withPseudoLocale, withPseudoOwner } from './pseudoLocale.mjs';
import { pseudoMarkdown } from './pseudoMarkdown.mjs';
import { startServe } from '../../scripts/lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COPY = join(tmpdir(), 'portfolio-pseudo-locale');
const LOCALE = 'xx';
const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  'dist-single',
  '.git',
  'test-results',
  'playwright-report',
  '.vite',
]);
const FRESH_IN_COPY = new Set(['.paraglide', '.vite']);
const WIDTH = 390;
const MAX_PAGES = 80;

/** The files that name each language in code: each gets the pseudo-language beside English. */
const CATALOG_FILES = ['remote-writing/build/renderPost.ts', 'remote-projects/build/renderCaseStudy.ts'];
/** Content by language in code: the pseudo-language's entry beside German's, from its own files. */
const LOCALE_LISTS = [
  [
    'remote-projects/src/features/projects/data/caseStudies.ts',
    "de: import.meta.glob<CaseStudyBody | null>('../../../../content/case-studies/*.de.md', { import: 'default' }),",
  ],
  [
    'remote-projects/src/features/projects/data/caseStudies.ts',
    "de: bodyLoader<CaseStudyBody>(bySlug(bodies.de), 'German case study'),",
  ],
];
/** Content twins found by file name (`about.<locale>.ts`): the pseudo-language's file gives the English entry's words
 * made pseudo (pseudoText, bundled from pseudoLocale.mjs: PSEUDO_TEXT is its path from the file), its names, numbers and
 * files as they are. */
const PSEUDO_TWIN_FILES = [
  [
    'host/src/features/home/data/about.LOCALE.ts',
    `import { pseudoText as p } from 'PSEUDO_TEXT';
import { ABOUT } from './about';

export default {
  ...ABOUT,
  eyebrow: p(ABOUT.eyebrow),
  heading: p(ABOUT.heading),
  portrait: { ...ABOUT.portrait, alt: p(ABOUT.portrait.alt) },
  bio: p(ABOUT.bio),
  quote: { ...ABOUT.quote, text: p(ABOUT.quote.text) },
  highlights: ABOUT.highlights.map(({ value, label }) => ({ value, label: p(label) })),
};
`,
  ],
  [
    'host/src/features/home/data/taglines.LOCALE.ts',
    `import { pseudoText } from 'PSEUDO_TEXT';
import { TAGLINES } from './taglines';

export default TAGLINES.map(pseudoText);
`,
  ],
  [
    'host/src/features/education/data/education.LOCALE.ts',
    `import { pseudoText as p } from 'PSEUDO_TEXT';
import { EDUCATION, EDUCATION_SUBTITLE } from './education';

export default {
  subtitle: p(EDUCATION_SUBTITLE),
  entries: EDUCATION.map((entry) => ({
    ...entry,
    degree: p(entry.degree),
    achievements: entry.achievements.map(p),
    skills: entry.skills.map(p),
    description: p(entry.description),
  })),
};
`,
  ],
  [
    'shared/src/content/projects.LOCALE.ts',
    `import { pseudoText as p } from 'PSEUDO_TEXT';
import { PROJECTS } from './projects';

export default Object.fromEntries(
  PROJECTS.map(({ slug, description, coverAlt }) => [slug, { description: p(description), coverAlt: p(coverAlt) }]),
);
`,
  ],
  [
    'shared/src/content/skills.LOCALE.ts',
    `import { pseudoText } from 'PSEUDO_TEXT';
import { SKILL_GROUPS } from './skills';

export default Object.fromEntries(SKILL_GROUPS.map(({ title }) => [title, pseudoText(title)]));
`,
  ],
  [
    'remote-projects/src/features/projects/data/caseStudies.LOCALE.ts',
    "export default import.meta.glob('../../../../content/case-studies/*.LOCALE.md', { query: '?meta', import: 'default', eager: true });\n",
  ],
];
const CASE_STUDIES = 'remote-projects/content/case-studies';
/** A case study's front matter fields in words (the others name a project, technologies or a flag). */
const CASE_STUDY_WORDS = ['role', 'problem', 'results'];

/** The repository in the temporary folder, its node_modules linked (the workspaces' links to the copy's apps). */
async function copyRepository() {
  await rm(COPY, { recursive: true, force: true });
  await cp(ROOT, COPY, { recursive: true, filter: (source) => !NOT_COPIED.has(source.split('/').at(-1) ?? '') });
  await linkModules(join(ROOT, 'node_modules'), join(COPY, 'node_modules'));
}

/** @param {string} from @param {string} to */
async function linkModules(from, to) {
  await mkdir(to, { recursive: true });
  for (const name of await readdir(from)) {
    if (FRESH_IN_COPY.has(name)) continue;
    const entry = join(from, name);
    const stats = await lstat(entry);
    if (stats.isSymbolicLink()) await symlink(await readlink(entry), join(to, name));
    else if (name.startsWith('@')) await linkModules(entry, join(to, name));
    else await symlink(entry, join(to, name));
  }
}

/** A line of German's in a list of languages in code, made the pseudo-language's. @param {string} line */
function pseudoLine(line) {
  return line
    .replace(/^de:/, `${LOCALE}:`)
    .replace('.de.md', `.${LOCALE}.md`)
    .replace('bodies.de', `bodies.${LOCALE}`)
    .replace('German', 'pseudo-language');
}

/** @param {string} file @param {(text: string) => string} change */
async function patch(file, change) {
  const path = join(COPY, file);
  const before = await readFile(path, 'utf8');
  const after = change(before);
  if (after === before)
    throw new Error(
      `${file}: its language list is not where this script expects it: update CATALOG_FILES or LOCALE_LISTS`,
    );
  await writeFile(path, after);
}

async function addPseudoLocale() {
  const apps = JSON.parse(await readFile(join(COPY, 'shared/build/apps.json'), 'utf8'));
  await writeFile(join(COPY, 'shared/build/apps.json'), JSON.stringify(withPseudoLocale(apps, LOCALE), null, 2));
  for (const { dir } of Object.values(config.apps)) {
    const english = JSON.parse(await readFile(join(COPY, dir, 'messages/en.json'), 'utf8'));
    await writeFile(join(COPY, dir, `messages/${LOCALE}.json`), JSON.stringify(pseudoCatalog(english), null, 2));
  }
  for (const file of CATALOG_FILES)
    await patch(file, (text) =>
      text
        .replace(
          /import \* as de from '(.*)\/de\.js';/,
          (line, dir) => `${line}\nimport * as ${LOCALE} from '${dir}/${LOCALE}.js';`,
        )
        .replace('{ en, de }', `{ en, de, ${LOCALE} }`),
    );
  for (const [file, line] of LOCALE_LISTS)
    await patch(file, (text) => text.replace(line, `${line} ${pseudoLine(line)}`));
  for (const [file, text] of PSEUDO_TWIN_FILES) {
    const library = relative(dirname(file), 'e2e/pseudo-locale/pseudoLocale.mjs');
    await writeFile(
      join(COPY, file.replace('LOCALE', LOCALE)),
      text.replaceAll('LOCALE', LOCALE).replace('PSEUDO_TEXT', library),
    );
  }
  const ownerFile = join(COPY, 'shared/src/owner.json');
  const owner = JSON.parse(await readFile(ownerFile, 'utf8'));
  await writeFile(ownerFile, JSON.stringify(withPseudoOwner(owner, LOCALE), null, 2));
  for (const name of await readdir(join(COPY, CASE_STUDIES)))
    if (/^[^.]+\.md$/.test(name))
      await writeFile(
        join(COPY, CASE_STUDIES, name.replace(/\.md$/, `.${LOCALE}.md`)),
        pseudoMarkdown(await readFile(join(COPY, CASE_STUDIES, name), 'utf8'), CASE_STUDY_WORDS),
      );
}

/** @param {string[]} command */
function run(command) {
  const result = spawnSync(command[0], command.slice(1), { cwd: COPY, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** In the page: its words (text, labels, alt and titles), and each text that overflows the box it wraps in (its nearest
 * element that is not inline) or the screen. Code blocks and what scrolls sideways on purpose do not count. */
function readPage() {
  const SKIP = 'script, style, noscript, template, code, pre, kbd, samp';
  const texts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
  for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if ((element.closest('[lang]')?.getAttribute('lang') ?? '') !== document.documentElement.lang) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
      if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? '');
  }
  const viewport = document.documentElement.clientWidth;
  const overflows = [];
  if (document.documentElement.scrollWidth > viewport + 1)
    overflows.push({ what: 'the page scrolls sideways', text: `${document.documentElement.scrollWidth} px wide` });
  /** @param {Element} element */
  const describe = (element) =>
    element.tagName.toLowerCase() +
    (typeof element.className === 'string' && element.className.trim()
      ? '.' + element.className.trim().split(/\s+/).slice(0, 4).join('.')
      : '');
  /** @param {Element | null} element */
  const scrollsSideways = (element) => {
    for (let at = element; at; at = at.parentElement)
      if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return true;
    return false;
  };
  /** @type {Map<Element, string>} */
  const blocks = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!parent || parent.closest(SKIP)) continue;
    // Text marked as another language (a post listed in its own language) is not the page's.
    if ((parent.closest('[lang]')?.getAttribute('lang') ?? '') === document.documentElement.lang)
      texts.push(node.textContent ?? '');
    if (!text || !parent.checkVisibility({ visibilityProperty: true })) continue;
    let block = parent;
    while (block.parentElement && /^(inline|contents)$/.test(getComputedStyle(block).display))
      block = block.parentElement;
    const blockBox = block.getBoundingClientRect();
    if (blockBox.width <= 1 || blockBox.height <= 1) continue; // screen-reader text, clipped to a pixel
    blocks.set(block, `${blocks.get(block) ?? ''} ${text}`.trim());
    const range = document.createRange();
    range.selectNodeContents(node);
    const extent = range.getBoundingClientRect();
    if (extent.width > 1 && (extent.right > viewport + 1 || extent.left < -1) && !scrollsSideways(parent))
      overflows.push({
        what: `${describe(parent)}: text at ${Math.round(extent.left)}–${Math.round(extent.right)} px on a ${viewport} px screen`,
        text: text.slice(0, 70),
      });
  }
  for (const [block, text] of blocks) {
    const box = block.getBoundingClientRect();
    if (block === document.body || box.width <= 1 || box.height <= 1) continue;
    if (/auto|scroll/.test(getComputedStyle(block).overflowX)) continue;
    if (block.scrollWidth > block.clientWidth + 1)
      overflows.push({
        what: `${describe(block)}: ${block.scrollWidth} px of content in a ${block.clientWidth} px box`,
        text: text.slice(0, 70),
      });
  }
  return { texts, overflows };
}

/** Every page reachable from a language's routes and 404 page through its own links.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {string} locale */
async function checkLocale(browser, url, locale) {
  // A German browser: the host offers a page in the browser's language, in that language's words, not English.
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, locale: 'de-DE' });
  const page = await context.newPage();
  const lead = `/${locale}`;
  const queue = [...config.routes, ...config.pages].map(({ path }) => (path === '/' ? lead : lead + path));
  queue.push(...(config.prefixes ?? []).map(({ path }) => lead + path.replace(/\/\*$/, '')), `${lead}/no-such-page`);
  const seen = new Set(queue);
  /** @type {{ path: string, texts: string[], overflows: { what: string, text: string }[] }[]} */
  const pages = [];
  while (queue.length > 0 && pages.length < MAX_PAGES) {
    const path = /** @type {string} */ (queue.shift());
    await page.goto(url + path, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    pages.push({ path, ...(await page.evaluate(readPage)) });
    const links = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of links) {
      const target = new URL(href, url + path);
      if (target.origin !== url || !(target.pathname === lead || target.pathname.startsWith(`${lead}/`))) continue;
      if (/\.[a-z]+$/.test(target.pathname) || seen.has(target.pathname)) continue;
      seen.add(target.pathname);
      queue.push(target.pathname);
    }
  }
  await context.close();
  return pages;
}

/** The English of every app's catalog and of apps.json's labels, titles and descriptions. */
async function englishTexts() {
  const catalogs = [];
  for (const { dir } of Object.values(config.apps))
    catalogs.push(JSON.parse(await readFile(join(ROOT, dir, 'messages/en.json'), 'utf8')));
  /** @type {{ label?: string, title?: string, description?: string }[]} */
  const entries = [...config.routes, ...config.pages, ...config.prefixes, config.notFound];
  const labels = entries.flatMap((entry) => [entry.label, entry.title, entry.description]);
  return [...catalogTexts(catalogs), ...labels.filter((text) => text !== undefined)];
}

/** @param {string} heading @param {Map<string, string[]>} found text → pages */
function printFound(heading, found) {
  console.log(`\n${heading}: ${found.size}`);
  for (const [text, paths] of found)
    console.log(
      `  ${JSON.stringify(text)}  (${paths.length} page${paths.length > 1 ? 's' : ''}: ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''})`,
    );
}

async function check() {
  const english = englishIn(await englishTexts());
  const server = await startServe(['--no-form-service'], {
    cwd: COPY,
    env: { ...process.env, SERVE_WORKERS: '1' },
    timeoutMs: 60_000,
  });
  const browser = await launchChromium();
  let problems = 0;
  try {
    for (const locale of [LOCALE, 'de']) {
      const pages = await checkLocale(browser, server.url, locale);
      console.log(`\n== ${locale}: ${pages.length} pages at ${WIDTH} px`);
      /** @type {Record<'catalog' | 'other' | 'overflow', Map<string, string[]>>} */
      const found = { catalog: new Map(), other: new Map(), overflow: new Map() };
      for (const { path, texts, overflows } of pages) {
        if (locale === LOCALE)
          for (const text of texts) {
            const kind = english(text);
            if (kind) found[kind].set(text.trim(), [...new Set([...(found[kind].get(text.trim()) ?? []), path])]);
          }
        for (const { what, text } of overflows)
          found.overflow.set(`${what} "${text}"`, [...(found.overflow.get(`${what} "${text}"`) ?? []), path]);
      }
      if (locale === LOCALE) {
        printFound(
          'English catalog words left on the page (a text that skipped messages/<locale>.json)',
          found.catalog,
        );
        printFound('Plain English of three or more words (content with no text in the language)', found.other);
        problems += found.catalog.size;
      }
      printFound('Text overflowing its box or the screen', found.overflow);
      problems += found.overflow.size;
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return problems;
}

const noBuild = process.argv.includes('--no-build');
const buildOnly = process.argv.includes('--build-only');
if (!noBuild) {
  await copyRepository();
  await addPseudoLocale();
  run(['npm', 'run', 'messages']);
  run(['npm', 'run', 'build']);
  console.log(`pseudo-locale build in ${COPY}`);
}
if (!buildOnly) process.exit((await check()) > 0 ? 1 : 0);
