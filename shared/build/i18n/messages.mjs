// Each app's words: <app>/messages/<locale>.json (inlang message format), one file per apps.json locale,
// compiled by Paraglide JS into <app>/src/lib/messages/messages/<locale>.js, plain functions with no runtime,
// and gathered into one object per language, <app>/src/lib/messages/words/<locale>.js (its default export): a
// bundle holding an object needs no namespace object built at run time, nor the bundler's helper that builds it.
// The host's object also holds apps.json's `translations` in its language (`entries`), which its browser bundle's
// copy of apps.json lacks (host/build/entryWordsPlugin.ts): an English page carries no German labels or heads.
// `node shared/build/i18n/messages.mjs [app…]` compiles every app (or those named) whose catalogs changed;
// each app's `dev` and `build`, and `npm run lint`, `typecheck` and `test:unit`, run it first (`.npmrc` turns
// npm's install scripts off). It writes apps.json's `locales` too, as a type, a list and their names, into
// shared/src/lib/messages/locales.ts: the `Locale` type is their union (a JSON import is typed `string[]`),
// and a browser bundle carries the list, not apps.json.
import { execFile } from 'node:child_process';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../apps.json' with { type: 'json' };

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MESSAGE_FORMAT_PLUGIN = join(REPO_ROOT, 'node_modules/@inlang/plugin-message-format/dist/index.js');
const LOCALES_MODULE = join(REPO_ROOT, 'shared/src/lib/messages/locales.ts');
const ENTRIES_DIR = join(REPO_ROOT, 'shared/src/lib/messages/entries');
/** The app whose messages carry apps.json's entry words: the host renders the routes. */
const ENTRY_WORDS_APP = 'host';

/** The locales every app must have, the first the base. @type {readonly string[]} */
export const LOCALES = config.locales;

/** @typedef {Record<string, unknown>} Catalog */

/**
 * One line per missing or extra key, naming the app, the language and the key; a language's file missing is one line.
 * @param {string} app @param {Record<string, Catalog | undefined>} catalogs by locale
 * @param {readonly string[]} [locales]
 * @returns {string[]}
 */
export function catalogProblems(app, catalogs, locales = LOCALES) {
  const [base] = locales;
  const baseCatalog = catalogs[base];
  if (!baseCatalog) return [`${app}: ${base}: no messages/${base}.json`];
  const baseKeys = messageKeys(baseCatalog);
  const problems = [];
  for (const locale of locales.slice(1)) {
    const catalog = catalogs[locale];
    if (!catalog) {
      problems.push(`${app}: ${locale}: no messages/${locale}.json`);
      continue;
    }
    const keys = messageKeys(catalog);
    for (const key of baseKeys) if (!keys.includes(key)) problems.push(`${app}: ${locale}: missing key "${key}"`);
    for (const key of keys) if (!baseKeys.includes(key)) problems.push(`${app}: ${locale}: extra key "${key}"`);
  }
  for (const locale of Object.keys(catalogs))
    if (!locales.includes(locale)) problems.push(`${app}: ${locale}: not a locale of apps.json`);
  return problems;
}

/** @param {Catalog} catalog */
function messageKeys(catalog) {
  return Object.keys(catalog).filter((key) => key !== '$schema');
}

/** @param {string} appDir absolute @returns {Promise<Record<string, Catalog>>} */
export async function readCatalogs(appDir) {
  const dir = join(appDir, 'messages');
  /** @type {Record<string, Catalog>} */
  const catalogs = {};
  for (const file of await readdir(dir).catch(() => [])) {
    if (!file.endsWith('.json')) continue;
    catalogs[file.replace(/\.json$/, '')] = JSON.parse(await readFile(join(dir, file), 'utf8'));
  }
  return catalogs;
}

/**
 * Checks an app's catalogs, then compiles them; returns the problems (compiled only when there are none,
 * or always when `compileAnyway`, for the dev server).
 * @param {string} app @param {string} appDir absolute @param {{ compileAnyway?: boolean }} [options]
 * @returns {Promise<string[]>}
 */
export async function compileMessages(app, appDir, { compileAnyway = false } = {}) {
  const problems = catalogProblems(app, await readCatalogs(appDir));
  if (problems.length > 0 && !compileAnyway) return problems;
  const project = join(REPO_ROOT, 'node_modules/.paraglide', app, 'project.inlang');
  await mkdir(project, { recursive: true });
  await writeFile(
    join(project, 'settings.json'),
    JSON.stringify({
      baseLocale: LOCALES[0],
      locales: LOCALES,
      modules: [MESSAGE_FORMAT_PLUGIN],
      'plugin.inlang.messageFormat': { pathPattern: join(appDir, 'messages/{locale}.json') },
    }),
  );
  const { compile } = await import('@inlang/paraglide-js');
  await compile({
    project,
    outdir: join(appDir, 'src/lib/messages'),
    outputStructure: 'locale-modules',
    strategy: ['baseLocale'],
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  });
  const keys = messageKeys((await readCatalogs(appDir))[LOCALES[0]] ?? {});
  const words = join(appDir, 'src/lib/messages/words');
  await mkdir(words, { recursive: true });
  const entries = app === ENTRY_WORDS_APP ? relative(words, ENTRIES_DIR) : undefined;
  for (const locale of LOCALES) {
    await writeFile(join(words, `${locale}.js`), wordsModule(locale, keys, entries));
    await writeFile(join(words, `${locale}.d.ts`), wordsDeclaration(locale, entries));
  }
  return problems;
}

/**
 * A language's messages as one object, its default export: `import { a, b } from '../messages/de.js'; export
 * default { a, b };`, with `entries`, apps.json's entry words, when given the folder of their modules. Each key
 * must be a JavaScript name (Paraglide exports it under that name), and not `entries`.
 * @param {string} locale @param {readonly string[]} keys @param {string} [entries] relative to words/
 */
export function wordsModule(locale, keys, entries) {
  const bad = keys.filter((key) => !/^[A-Za-z_$][\w$]*$/.test(key) || key === 'entries');
  if (bad.length > 0) throw new Error(`message keys must be JavaScript names, not entries: ${bad.join(', ')}`);
  const names = entries ? [...keys, 'entries'] : keys;
  return [
    '/* eslint-disable */',
    `import { ${keys.join(', ')} } from '../messages/${locale}.js';`,
    ...(entries ? [`import entries from '${entries}/${locale}.js';`] : []),
    `export default { ${names.join(', ')} };`,
    '',
  ].join('\n');
}

/** @param {string} locale @param {string} [entries] */
function wordsDeclaration(locale, entries) {
  return [
    `import * as messages from '../messages/${locale}.js';`,
    ...(entries
      ? [
          `import type entries from '${entries}/${locale}.js';`,
          'declare const words: typeof messages & { entries: typeof entries };',
        ]
      : ['declare const words: typeof messages;']),
    'export default words;',
    '',
  ].join('\n');
}

/**
 * The TypeScript module of the site's languages, as a type, a list and each one's name in itself, generated from
 * apps.json: a browser bundle imports this list, not apps.json, which a bundler would carry whole, and reads the
 * names Node's Intl gave here, never making an Intl.DisplayNames, which is slow to make.
 * @param {readonly string[]} [locales]
 */
export function localesModule(locales = LOCALES) {
  const quoted = locales.map((locale) => `'${locale}'`);
  const names = locales.map(
    (locale) => `${locale}: ${JSON.stringify(new Intl.DisplayNames([locale], { type: 'language' }).of(locale))}`,
  );
  return [
    '// Generated by shared/build/i18n/messages.mjs from shared/build/apps.json `locales`.',
    `export type SiteLocale = ${quoted.join(' | ')};`,
    `export const SITE_LOCALES: readonly SiteLocale[] = [${quoted.join(', ')}];`,
    `export const SITE_LOCALE_NAMES: Readonly<Record<SiteLocale, string>> = { ${names.join(', ')} };`,
    '',
  ].join('\n');
}

/** The key of apps.json's 404 head among the entry words (shared/src/routes.ts reads it); every other entry's is its path. */
const NOT_FOUND_KEY = '404';

/**
 * apps.json's `translations` in one language, by entry (its path, or NOT_FOUND_KEY): the module the host's
 * browser bundle loads for a page in that language, since its copy of apps.json holds none.
 * @typedef {{ path?: string, translations?: Record<string, Record<string, string>> }} Entry
 * @param {string} locale @param {{ routes: Entry[], pages: Entry[], prefixes: Entry[], notFound: Entry }} [apps]
 */
export function entryWordsModule(locale, apps = config) {
  // shared/src/routes.ts `inLocale` reads the words by the same keys.
  const entries = [...apps.routes, ...apps.pages, ...apps.prefixes, apps.notFound];
  const words = Object.fromEntries(
    entries.flatMap((entry) => {
      const translated = entry.translations?.[locale];
      return translated ? [[entry.path ?? NOT_FOUND_KEY, translated]] : [];
    }),
  );
  return `// Generated by shared/build/i18n/messages.mjs from shared/build/apps.json \`translations\`.\nexport default ${JSON.stringify(words, null, 2)};\n`;
}

/** Writes what a browser bundle takes from apps.json (shared/src/lib/messages/): its languages, its entries' words. */
async function writeLocalesModule() {
  await writeWhenChanged(LOCALES_MODULE, localesModule());
  for (const locale of LOCALES) {
    await writeWhenChanged(join(ENTRIES_DIR, `${locale}.js`), entryWordsModule(locale));
    await writeWhenChanged(
      join(ENTRIES_DIR, `${locale}.d.ts`),
      "import type { EntryWords } from '../../../routes';\ndeclare const words: EntryWords;\nexport default words;\n",
    );
  }
}

/** @param {string} file @param {string} text */
async function writeWhenChanged(file, text) {
  if ((await readFile(file, 'utf8').catch(() => null)) === text) return;
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, text);
}

/** @param {string[]} problems */
export function problemReport(problems) {
  if (problems.length === 0) return null;
  return `message check: ${problems.length} problem${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`;
}

/** @param {string} appDir @returns {Promise<boolean>} whether a catalog changed since the last compile */
async function compiledIsStale(appDir) {
  const compiled = await stat(join(appDir, 'src/lib/messages/words', `${LOCALES[0]}.js`)).catch(() => null);
  if (!compiled) return true;
  const dir = join(appDir, 'messages');
  for (const file of await readdir(dir).catch(() => []))
    if ((await stat(join(dir, file))).mtimeMs > compiled.mtimeMs) return true;
  return false;
}

/**
 * An app's messages checked, and compiled when they changed, in a process of its own (the inlang SDK keeps
 * a process alive for a while after a compile). Resolves to the problems.
 * @param {string} app @param {{ compileAnyway?: boolean }} [options]
 * @returns {Promise<string[]>}
 */
export async function checkAndCompile(app, { compileAnyway = false } = {}) {
  const appDir = resolve(REPO_ROOT, config.apps[/** @type {keyof typeof config.apps} */ (app)].dir);
  await writeLocalesModule();
  const problems = catalogProblems(app, await readCatalogs(appDir));
  if ((problems.length > 0 && !compileAnyway) || !(await compiledIsStale(appDir))) return problems;
  await new Promise((done, fail) =>
    execFile(process.execPath, [fileURLToPath(import.meta.url), '--force', app], (error, _stdout, stderr) =>
      error && !compileAnyway ? fail(new Error(stderr || error.message)) : done(undefined),
    ),
  );
  return problems;
}

// `messages.mjs [--force] [app…]`: every app (or those named) whose catalogs changed since their last compile,
// problems one line each; --force compiles each despite problems.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const apps = args.filter((arg) => arg !== '--force');
  await writeLocalesModule();
  const problems = [];
  for (const app of apps.length ? apps : Object.keys(config.apps)) {
    const dir = resolve(REPO_ROOT, config.apps[/** @type {keyof typeof config.apps} */ (app)].dir);
    if (!args.includes('--force') && !(await compiledIsStale(dir)))
      problems.push(...catalogProblems(app, await readCatalogs(dir)));
    else problems.push(...(await compileMessages(app, dir, { compileAnyway: args.includes('--force') })));
  }
  const report = problemReport(problems);
  if (report) console.error(report);
  process.exit(report ? 1 : 0);
}
