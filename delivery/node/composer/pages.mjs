// Pages composed from the remotes' fragments and compressed; a preview page is for one visitor, never kept.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FRAGMENT_STATUS_HEADER, INCLUDE_BOUNDS, normalisePath, notFoundPathFor } from '../../core/composition.mjs';
import { PREVIEW_HEADERS, withPreviewMarker } from '../../core/canary.mjs';
import { hasIncludes, joinSsi, parseSsi, resolveIncludes } from '../../core/ssi.mjs';
import { compressBest, preferredEncoding } from '../encoding.mjs';

/**
 * @typedef {{ results: string[], body: Buffer, encoded: Map<string, Promise<Buffer>> }} Output
 * @typedef {{ mtimeMs: number, parsed: ReturnType<typeof parseSsi> | null, output: Output, outputs: Map<string, Output> }} Page
 * @typedef {import('../requestReleases.mjs').ServedReleases} ServedReleases
 */

/** @param {string} dist @param {string} pathname */
export function htmlFor(dist, pathname) {
  const route = normalisePath(pathname);
  const notFound = /^(\/[a-z]{2})?\/404$/.exec(route);
  const candidates =
    route === '/'
      ? ['index.html']
      : notFound
        ? [`${(notFound[1] ?? '').slice(1)}${notFound[1] ? '/' : ''}404.html`, '404.html', 'index.html']
        : [`${route.slice(1)}/index.html`, 'index.html'];
  return candidates.map((name) => join(dist, name)).find((path) => existsSync(path)) ?? null;
}

// One output per variant, so canary arms do not recompress in turn.
/** @param {Page} page @param {NonNullable<Page['parsed']>} parsed @param {string} variant @param {string[]} results */
function composedOutput(page, parsed, variant, results) {
  const last = page.outputs.get(variant) ?? page.output;
  if (last.results.length === results.length && last.results.every((result, index) => result === results[index]))
    return last;
  const output = { results, body: Buffer.from(joinSsi(parsed, results)), encoded: new Map() };
  page.outputs.set(variant, output);
  return output;
}

/** @param {Output} output @param {'br' | 'gzip'} encoding */
function encodedBody(output, encoding) {
  let result = output.encoded.get(encoding);
  if (!result) {
    result = compressBest[encoding](output.body);
    output.encoded.set(encoding, result);
    result.catch(() => output.encoded.delete(encoding));
  }
  return result;
}

/** @param {Buffer} body */
const uncached = (body) => ({ results: [], body, encoded: new Map() });

// A page file is parsed again only when it changes.
/** @param {{ dist: string, fragments: ReturnType<typeof import('./fragments.mjs').createFragmentSource>, warn: (line: string) => void }} options */
export function createPageSender({ dist, fragments, warn }) {
  /** @type {Map<string, Page>} */
  const pages = new Map();

  /** A prefix's shell is one file for many paths: each path keeps its own output. @param {string} file */
  function pageFile(file, pagePath = '') {
    const { mtimeMs } = statSync(file);
    const key = `${file}\n${pagePath}`;
    let page = pages.get(key);
    if (!page || page.mtimeMs !== mtimeMs) {
      const bytes = readFileSync(file);
      const text = bytes.toString('utf8');
      page = {
        mtimeMs,
        parsed: hasIncludes(text) ? parseSsi(text) : null,
        output: uncached(bytes),
        outputs: new Map(),
      };
      pages.set(key, page);
    }
    return page;
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {{ pathname: string, file: string, status: number, releases: ServedReleases, pagePath?: string }} page
   *
   */
  async function sendPage(req, res, { pathname, file, status, releases, pagePath }) {
    const page = pageFile(file, pagePath);
    let output = page.output;
    if (page.parsed) {
      const stale = new Set();
      const missing = new Set();
      const results = await resolveIncludes(
        page.parsed,
        (virtual) => fragments.resolve(virtual, { stale, missing, releases, pagePath }),
        {
          timeoutMs: INCLUDE_BOUNDS.totalMs,
          onFailure: ({ virtual, stub, cause }) =>
            missing.size ||
            warn(
              `[ssi] ${pathname}: include ${virtual} failed (${fragments.describeFailure(virtual, cause, releases.remotes, pagePath)}); sent stub "${stub ?? ''}"`,
            ),
        },
      );
      // The remote's release has no page for this path: the host's 404 page.
      const notFound = missing.has('body') && htmlFor(dist, notFoundPathFor(pathname));
      if (notFound) return sendPage(req, res, { pathname, file: notFound, status: 404, releases });
      output = releases.preview
        ? uncached(Buffer.from(joinSsi(page.parsed, results)))
        : composedOutput(page, page.parsed, releases.variant, results);
      if (stale.size) res.setHeader(FRAGMENT_STATUS_HEADER, [...stale].map((remote) => `${remote}=stale`).join(', '));
    }
    if (releases.preview)
      output = uncached(Buffer.from(withPreviewMarker(output.body.toString('utf8'), releases.preview)));
    let body = output.body;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body = await encodedBody(output, encoding);
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      ...(releases.preview ? PREVIEW_HEADERS : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return (req, res, page) =>
    sendPage(req, res, page).catch((error) => {
      warn(`[html] ${page.pathname}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
}
