// The composition rules, written once (decision 0001): which file an include names in which
// release, how long a server waits for it, what a fragment must be to be served, how each kind of
// file is cached, which remotes.json a deployment accepts. Pure: node/, nginx/, edge/ and static/
// are adapters that do their platform's I/O.
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
import { isPagePath, prefixOwnerOf } from '../../shared/build/apps.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { releaseBaseOf, replaceReleaseToken } from './ssi.mjs';

/** @typedef {{ remote: string, major: number, part: 'body' | 'head', page: boolean, base: string, url: string }} FragmentSource */

/**
 * Every path the host answers with a pre-rendered page and a 200: the header's routes, then the
 * pages outside it (shared/build/apps.json `pages`, such as /contact/sent). Every server and the
 * static host's `_headers` take the list from here.
 */
export const PAGE_PATHS = [...config.routes, ...config.pages].map((page) => page.path);

/**
 * A request path as the routes are written: lower case, no trailing slash ('/' for the root).
 * @param {string} pathname
 */
export function normalisePath(pathname) {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/**
 * How long a page waits for a remote's fragment before it is sent with the section's stub
 * (skeleton or nothing): a connection must be made within `connectMs`, and all of a page's
 * includes must have answered within `totalMs` (they run in parallel); then the browser's path
 * (fallback, Retry) takes over. nginx's connect bound is tighter (nginx.conf.template): `npm
 * start`'s one process also serves the remotes, so a busy event loop can delay a loopback connect.
 * A Worker cannot time the connect apart from the body: it bounds both together by `totalMs`.
 */
export const INCLUDE_BOUNDS = { connectMs: 500, totalMs: 1000 };

/** The largest fragment a server accepts (a bigger one is a fault, and the page gets the stub). */
export const MAX_FRAGMENT_BYTES = 1024 * 1024;

/**
 * The response header that says how each include of a page was filled, for people and tests:
 * `skills=fresh`, `skills=stale` (the last good fragment, the remote failing), `skills=stub`.
 */
export const FRAGMENT_STATUS_HEADER = 'X-Fragment-Status';

/**
 * `/_release/<remote>/<file>`: a file of the remote's current release, through the host's origin,
 * bounded like an include: the section's head stylesheets block rendering, so they must not hang.
 */
export const RELEASE_FILE = /^\/_release\/([a-z0-9-]+)\/((?:[a-zA-Z0-9._-]+\/)*[a-zA-Z0-9._-]+)$/;

/**
 * The file an include path (`/_fragment/<remote>/contract-<major>/[page/]body|head`) names in the
 * remote's release in `remotes`, and that release's base URL; a page include names the page
 * pre-rendered for `pagePath`. Throws, saying why, for any other path or an unnamed remote.
 * @param {string} virtual
 * @param {Record<string, unknown> | null | undefined} remotes
 * @param {string} [pagePath] the request's normalised path
 * @returns {FragmentSource}
 */
export function fragmentSource(virtual, remotes, pagePath) {
  const [, remote, major, page, part] = FRAGMENT_INCLUDE_PATH.exec(virtual) ?? [];
  if (!remote || !major || !part)
    throw new Error(`${virtual}: not a /_fragment/<remote>/contract-<major>/[page/]body|head path`);
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
    url: `${base}${page && pagePath ? pageFragmentFile(pagePath, kind, major) : fragmentFileNames(major)[kind]}`,
  };
}

/**
 * The remote that owns a path through apps.json's prefixes, and what the host answers there: a page
 * (the prefix's shell) or, for a name with an extension, that file of the remote's release. Null
 * when no prefix owns the path or it cannot name a page.
 * @param {string} pathname normalised
 * @param {Record<string, unknown> | null | undefined} remotes
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
    shell: prefixShellFile(owner.remote),
    url: file && typeof entry === 'string' ? `${releaseBaseOf(entry)}${PAGES_DIR}${pathname}` : null,
  };
}

/**
 * What a server pastes into the page for a fetched fragment file: the release token replaced,
 * trailing newlines dropped (a text node the browser's render would not have). Throws, naming the
 * first problem, for a file that fails the deploy checks: it is never served nor cached.
 * @param {string} text
 * @param {Pick<FragmentSource, 'remote' | 'part' | 'base'> & { page?: boolean }} source
 * @returns {string}
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

/** The kinds of file a deployment caches differently (every server and `_headers` use these). */
export const CACHE_POLICY = {
  // Pages, remotes.json and the federation entry files name other files: always revalidated.
  revalidate: 'no-cache',
  // Hashed build assets never change under their name.
  immutable: 'public, max-age=31536000, immutable',
  // Anything else (icons, images, robots.txt): an hour.
  other: 'public, max-age=3600',
};

/** @param {string} pathname @returns {string} */
export function cacheControlFor(pathname) {
  if (NO_CACHE.test(pathname) || pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) return CACHE_POLICY.revalidate;
  if (HASHED.test(pathname)) return CACHE_POLICY.immutable;
  return CACHE_POLICY.other;
}

/**
 * A retry loads a remote from a fresh directory, `…/_attempt/<n>/remoteEntry.js`, so that its
 * chunks and CSS get fresh URLs too (browsers keep a failed module or stylesheet by URL):
 * a remote serves `…/_attempt/<n>/x` as `…/x` (RETRY_PATH_SEGMENT in shared/src/federation/loading.ts).
 * @param {string} url
 * @returns {string}
 */
export function withoutRetrySegment(url) {
  return url.replace(/\/_attempt\/\d+(?=\/)/, '');
}

/**
 * Why a remotes.json cannot be deployed, as one line, or null: it maps each of `remotes` to an
 * absolute entry URL, https in production (a browser refuses an https page's plain-http scripts).
 * @param {unknown} text
 * @param {{ remotes: readonly string[], production?: boolean }} options
 * @returns {string | null}
 */
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
