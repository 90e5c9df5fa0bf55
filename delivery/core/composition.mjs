// The composition rules, written once (decision 0001); node/, nginx/, edge/ and static/ only do their I/O.
import {
  fragmentFileNames,
  fragmentHeadProblems,
  fragmentProblems,
  FRAGMENT_INCLUDE_PATH,
  PAGES_DIR,
  pageFragmentFile,
  pageHeadProblems,
  prefixShellFile,
} from '../../shared/build/fragment.mjs';
import { isPagePath, localePathOf, prefixOwnerOf, splitLocalePath } from '../../shared/build/apps.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { releaseBaseOf, replaceReleaseToken } from './ssi.mjs';

/** @typedef {{ remote: string, major: number, part: 'body' | 'head', page: boolean, base: string, url: string }} FragmentSource */

/** Every path the host answers with a pre-rendered page and a 200 (apps.json routes and pages, in every language). */
export const PAGE_PATHS = [...config.routes, ...config.pages].flatMap((page) =>
  config.locales.map((locale) => localePathOf(page.path, locale)),
);

/** The path of the 404 page in the language of a request's path (`/de/nope` → `/de/404`). @param {string} pathname */
export function notFoundPathFor(pathname) {
  return localePathOf('/404', splitLocalePath(normalisePath(pathname)).locale);
}

/** Lower case, no trailing slash. @param {string} pathname */
export function normalisePath(pathname) {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/** Before a page gets stubs; nginx's connect bound is tighter (npm start's process also serves the remotes). */
export const INCLUDE_BOUNDS = { connectMs: 500, totalMs: 1000 };

/** A bigger fragment is a fault: the page gets the stub. */
export const MAX_FRAGMENT_BYTES = 1024 * 1024;

/** How each include was filled: `skills=fresh`, `skills=stale` or `skills=stub`. */
export const FRAGMENT_STATUS_HEADER = 'X-Fragment-Status';

/** A current release's file via the host, bounded like an include: head stylesheets block rendering. */
export const RELEASE_FILE = /^\/_release\/([a-z0-9-]+)\/((?:[a-zA-Z0-9._-]+\/)*[a-zA-Z0-9._-]+)$/;

/**
 * The release file an include path names (a page include: the page for `pagePath`); throws for any other path.
 * @param {string} virtual @param {Record<string, unknown> | null | undefined} remotes
 * @param {string} [pagePath] the request's normalised path @returns {FragmentSource}
 */
export function fragmentSource(virtual, remotes, pagePath) {
  const [, remote, major, locale, page, part] = FRAGMENT_INCLUDE_PATH.exec(virtual) ?? [];
  if (!remote || !major || !part)
    throw new Error(`${virtual}: not a /_fragment/<remote>/contract-<major>/[<locale>/][page/]body|head path`);
  if (locale && !config.locales.includes(locale)) throw new Error(`${virtual}: ${locale} is not a locale of apps.json`);
  const entry = remotes?.[remote];
  if (typeof entry !== 'string') throw new Error(`${remote} is not in remotes.json`);
  const base = releaseBaseOf(entry);
  const kind = /** @type {'body' | 'head'} */ (part);
  if (page && !(pagePath && isPagePath(pagePath) && prefixOwnerOf(pagePath)?.remote === remote))
    throw new Error(`${virtual}: ${pagePath ?? 'no path'} is not a page path under a prefix of ${remote}`);
  return {
    remote,
    major: Number(major),
    part: kind,
    page: Boolean(page),
    base,
    url: `${base}${page && pagePath ? pageFragmentFile(pagePath, kind, major) : fragmentFileNames(major, locale)[kind]}`,
  };
}

/**
 * The prefix owner of a path and what the host answers: its shell page, or a release file for a name with an extension.
 * @param {string} pathname normalised @param {Record<string, unknown> | null | undefined} remotes
 * @returns {{ remote: string, kind: 'page' | 'file', shell: string, url: string | null } | null}
 */
export function prefixTarget(pathname, remotes) {
  const owner = prefixOwnerOf(pathname);
  if (!owner || !isPagePath(pathname)) return null;
  const entry = remotes?.[owner.remote];
  const file = /\.[a-z0-9]+$/.test(pathname);
  return {
    remote: owner.remote,
    kind: file ? 'file' : 'page',
    shell: prefixShellFile(owner.remote, splitLocalePath(pathname).locale),
    url: file && typeof entry === 'string' ? `${releaseBaseOf(entry)}${PAGES_DIR}${pathname}` : null,
  };
}

/**
 * A fetched fragment as pasted into the page; throws for one that fails the deploy checks (never served nor cached).
 * @param {string} text @param {Pick<FragmentSource, 'remote' | 'part' | 'base'> & { page?: boolean }} source
 *
 */
export function servableFragment(text, { remote, part, base, page = false }) {
  if (text.length > MAX_FRAGMENT_BYTES) throw new Error('fragment larger than 1 MB');
  const trimmed = text.replace(/(\r?\n)+$/, '');
  if (trimmed.trim() === '') throw new Error('empty fragment');
  const headProblems = page ? pageHeadProblems : fragmentHeadProblems;
  const problems = part === 'head' ? headProblems(trimmed, remote) : fragmentProblems(trimmed, remote);
  if (problems.length) throw new Error(`fragment refused: ${problems[0]}`);
  return replaceReleaseToken(trimmed, base);
}

const NO_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|remotes\.json|theme-init\.js|[^/]*\.html)$/;
const HASHED = /\/assets\//;

/** Pages, remotes.json and federation entries name other files, so they revalidate; hashed assets never change. */
export const CACHE_POLICY = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
  other: 'public, max-age=3600',
};

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  if (NO_CACHE.test(pathname) || pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) return CACHE_POLICY.revalidate;
  if (HASHED.test(pathname)) return CACHE_POLICY.immutable;
  return CACHE_POLICY.other;
}

/** Retries load from `…/_attempt/<n>/`: browsers keep a failed module by URL. @param {string} url */
export function withoutRetrySegment(url) {
  return url.replace(/\/_attempt\/\d+(?=\/)/, '');
}

// https in production: an https page refuses http scripts.
/** @param {unknown} text @param {{ remotes: readonly string[], production?: boolean }} options */
export function remotesJsonProblem(text, { remotes, production = false }) {
  let value;
  try {
    value = typeof text === 'string' ? JSON.parse(text) : text;
  } catch (error) {
    return `remotes.json is not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'remotes.json must be a JSON object';
  for (const remote of remotes) {
    const entry = value[remote];
    if (typeof entry !== 'string') return `remotes.json has no URL for ${remote}`;
    let url;
    try {
      url = new URL(entry);
    } catch {
      return `remotes.json: ${remote} is not an absolute URL: ${JSON.stringify(entry)}`;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return `remotes.json: ${remote} is not an http(s) URL: ${entry}`;
    if (production && url.protocol !== 'https:')
      return `remotes.json: ${remote} must be https in production (${entry})`;
    if (!url.pathname.endsWith('/remoteEntry.js'))
      return `remotes.json: ${remote} must point at a remoteEntry.js (${entry})`;
  }
  return null;
}
