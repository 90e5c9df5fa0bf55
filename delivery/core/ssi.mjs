// The subset of nginx's SSI the host's pages use (decision 0007): `block name` stubs and `include virtual … stub`.

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

/** @param {string} comment a whole `<!--# … -->` @returns {Directive | null} */
export function parseDirective(comment) {
  const block = /^<!--#\s*block\s+name="([^"]*)"\s*-->$/.exec(comment);
  if (block) return { kind: 'block', name: block[1] };
  if (/^<!--#\s*endblock\s*-->$/.test(comment)) return { kind: 'endblock' };
  const include = /^<!--#\s*include\s+([^>]*?)\s*-->$/.exec(comment);
  if (!include) return null;
  const attributes = Object.fromEntries([...include[1].matchAll(ATTRIBUTE)].map(([, key, value]) => [key, value]));
  return { kind: 'include', virtual: attributes.virtual ?? '', stub: attributes.stub };
}

/** In the HTML: nginx sends headers before includes run. @param {string} remote */
export function staleMark(remote) {
  return `<meta name="mf-fragment-stale" content="${remote}">`;
}

/** The start of a section's release marker, which the stale mark is put before. @param {string} remote */
export function releaseMarkerStart(remote) {
  return `<meta name="mf-release-${remote}"`;
}

/** @param {string} headFragment @param {string} remote */
export function markStale(headFragment, remote) {
  return headFragment.replace(releaseMarkerStart(remote), `${staleMark(remote)}${releaseMarkerStart(remote)}`);
}

/** @param {string} text @param {string} base */
export function replaceReleaseToken(text, base) {
  return text.replaceAll(RELEASE_TOKEN, base);
}

/** The entry URL's directory, no query: `http://x/ab12/remoteEntry.js?v=1` → `http://x/ab12/`. @param {string} entryUrl */
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

/** `parts` alternates text and include slots. @param {string} html @returns {ParsedSsi} */
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
 * Each include's fragment, or its stub when it fails, is empty or outlasts `timeoutMs`; trailing newlines are dropped,
 * a text node the client render lacks (hydration would discard the HTML).
 * @param {ParsedSsi} parsed @param {ResolveInclude} resolve @param {IncludeOptions} [options]
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

/** @param {ParsedSsi} parsed @param {string[]} results in the order of `parsed.includes` */
export function joinSsi(parsed, results) {
  const parts = [...parsed.parts];
  parsed.includes.forEach(({ index }, position) => {
    parts[index] = results[position];
  });
  return parts.join('');
}

/** @param {string} html @param {ResolveInclude} resolve @param {IncludeOptions} [options] */
export async function composeSsi(html, resolve, options = {}) {
  const parsed = parseSsi(html);
  if (parsed.includes.length === 0) return parsed.text;
  return joinSsi(parsed, await resolveIncludes(parsed, resolve, options));
}
