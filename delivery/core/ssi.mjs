// The subset of nginx's SSI that the host's pages use (decision 0007), for `npm start` and the Worker:
//   <!--# block name="x" -->…<!--# endblock -->   a stub, not output
//   <!--# include virtual="/path" stub="x" -->     what `resolve` returns for /path, else block x

import { RELEASE_TOKEN } from '../../shared/build/fragment.mjs';

/**
 * @typedef {{ virtual: string, stub: string | undefined, cause: string }} IncludeFailure
 * @typedef {{ kind: 'block', name: string } | { kind: 'endblock' } | { kind: 'include', virtual: string, stub: string | undefined }} Directive
 * @typedef {{ text: string, parts: string[], includes: { index: number, virtual: string, stub: string | undefined }[], blocks: Map<string, string> }} ParsedSsi
 * @typedef {(virtual: string, options: { signal: AbortSignal }) => Promise<string | null | undefined>} ResolveInclude
 * @typedef {{ timeoutMs?: number, onFailure?: (failure: IncludeFailure) => void }} IncludeOptions
 */

const BLOCK = /<!--#\s*block\s+name="([^"]*)"\s*-->([\s\S]*?)<!--#\s*endblock\s*-->/g;
const INCLUDE = /<!--#\s*include\s+([^>]*?)\s*-->/g;
const ATTRIBUTE = /(\w+)="([^"]*)"/g;

/**
 * One directive (a whole `<!--# … -->` comment): a block start, its end, or an include with its
 * attributes; null for any other comment.
 * @param {string} comment
 * @returns {Directive | null}
 */
export function parseDirective(comment) {
  const block = /^<!--#\s*block\s+name="([^"]*)"\s*-->$/.exec(comment);
  if (block) return { kind: 'block', name: block[1] };
  if (/^<!--#\s*endblock\s*-->$/.test(comment)) return { kind: 'endblock' };
  const include = /^<!--#\s*include\s+([^>]*?)\s*-->$/.exec(comment);
  if (!include) return null;
  const attributes = Object.fromEntries([...include[1].matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]));
  return { kind: 'include', virtual: attributes.virtual ?? '', stub: attributes.stub };
}

/**
 * A section whose fragment was served from a server's fragment cache past its freshness, because
 * the remote failed (or, on nginx, while a background update runs), is marked in the page: this
 * tag goes just before the release marker in the section's head fragment. Both servers write it
 * (`npm start` and the edge Worker also say so in the `X-Fragment-Status` response header, `<remote>=stale`; nginx sends a page's headers
 * before its includes run, so the page carries the mark only in its HTML).
 * @param {string} remote
 */
export function staleMark(remote) {
  return `<meta name="mf-fragment-stale" content="${remote}">`;
}

/** The start of a section's release marker, which the stale mark is put before. @param {string} remote */
export function releaseMarkerStart(remote) {
  return `<meta name="mf-release-${remote}"`;
}

/**
 * A head fragment's text with the stale mark before its release marker (unchanged without one).
 * @param {string} headFragment
 * @param {string} remote
 */
export function markStale(headFragment, remote) {
  return headFragment.replace(releaseMarkerStart(remote), `${staleMark(remote)}${releaseMarkerStart(remote)}`);
}

/**
 * Replaces every occurrence of the release token with the release's base URL.
 * @param {string} text
 * @param {string} base
 */
export function replaceReleaseToken(text, base) {
  return text.replaceAll(RELEASE_TOKEN, base);
}

/**
 * The base URL of a release: the directory of the remote's entry URL, ending in `/`
 * (`http://x:8081/ab12/remoteEntry.js?v=1` -> `http://x:8081/ab12/`).
 * @param {string} entryUrl
 */
export function releaseBaseOf(entryUrl) {
  const url = new URL('./', entryUrl);
  url.search = '';
  url.hash = '';
  return url.href;
}

/** Whether a page has any include directive (pages without one are sent as they are). @param {string} html */
export function hasIncludes(html) {
  INCLUDE.lastIndex = 0;
  return INCLUDE.test(html);
}

/**
 * A page split at its include directives, block definitions removed: what composing needs, worked
 * out once per page file (a server keeps it while the file is unchanged).
 * `parts` alternates text and include slots; `includes[i].index` is the slot of include i.
 * @param {string} html
 * @returns {ParsedSsi}
 */
export function parseSsi(html) {
  const blocks = new Map();
  const withoutBlocks = html.replace(BLOCK, (_, name, content) => {
    blocks.set(name, content);
    return '';
  });
  const includes = [];
  const parts = withoutBlocks.split(INCLUDE);
  // split() with one capture group alternates text, directive attributes, text, …
  for (let index = 1; index < parts.length; index += 2) {
    const attributes = Object.fromEntries([...parts[index].matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]));
    includes.push({ index, virtual: attributes.virtual ?? '', stub: attributes.stub });
  }
  return { text: withoutBlocks, parts, includes, blocks };
}

/**
 * What each include of a parsed page becomes: what `resolve(virtual, { signal })` gives, or its
 * stub block when that rejects, gives an empty or non-string result, or takes longer than
 * `timeoutMs` (then `signal` is aborted). A fragment's trailing newlines are dropped: inside the
 * section's markup they would be a text node that the browser's render does not have (hydration
 * would throw the HTML away). `onFailure({ virtual, stub, cause })` is called once per include
 * that fell back. All includes are resolved in parallel under the one bound.
 * @param {ParsedSsi} parsed
 * @param {ResolveInclude} resolve
 * @param {IncludeOptions} [options]
 * @returns {Promise<string[]>}
 */
export async function resolveIncludes(parsed, resolve, { timeoutMs = 1000, onFailure = () => {} } = {}) {
  const { includes, blocks } = parsed;
  if (includes.length === 0) return [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  const timedOut = new Promise((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  timedOut.catch(() => {});
  try {
    return await Promise.all(
      includes.map(async ({ virtual, stub }) => {
        try {
          if (!virtual) throw new Error('no virtual path');
          const body = await Promise.race([resolve(virtual, { signal: controller.signal }), timedOut]);
          if (typeof body !== 'string' || !/\S/.test(body)) throw new Error('empty response');
          return body.endsWith('\n') ? body.replace(/(\r?\n)+$/, '') : body;
        } catch (error) {
          const cause = error instanceof Error ? error.message : String(error);
          const known = stub !== undefined && blocks.has(stub);
          onFailure({ virtual, stub, cause: known || stub === undefined ? cause : `${cause}; unknown stub "${stub}"` });
          return (known && blocks.get(stub)) || '';
        }
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page with each include slot filled by `results` (in the order of `parsed.includes`).
 * @param {ParsedSsi} parsed
 * @param {string[]} results
 */
export function joinSsi(parsed, results) {
  const parts = [...parsed.parts];
  parsed.includes.forEach(({ index }, position) => {
    parts[index] = results[position];
  });
  return parts.join('');
}

/**
 * Composes a page: removes the block definitions and replaces each include with what
 * `resolve(virtual, { signal })` gives, or with its stub (see resolveIncludes).
 * @param {string} html
 * @param {ResolveInclude} resolve
 * @param {IncludeOptions} [options]
 * @returns {Promise<string>}
 */
export async function composeSsi(html, resolve, options = {}) {
  const parsed = parseSsi(html);
  if (parsed.includes.length === 0) return parsed.text;
  return joinSsi(parsed, await resolveIncludes(parsed, resolve, options));
}
