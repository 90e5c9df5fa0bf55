// The host on Cloudflare Workers: serves host/dist (the static-assets binding) and composes each
// remote route's page at the edge, in the first response, with the rules of delivery/core (the
// same include paths, release marker, stubs, bounds and headers as nginx and `npm start`).
//
// - remotes.json is read per request (REMOTES_JSON_URL, else the REMOTES KV key "remotes.json",
//   else the host's own build): re-pointing or rolling back a remote needs no host deploy.
// - Each page's fragments are fetched in parallel, all within INCLUDE_BOUNDS.totalMs (connect and
//   body together); a fragment that fails or fails the deploy checks gives the section's stub.
// - A good fragment is kept in the Cache API under its URL; when the remote fails, the last good
//   one is served (stale-if-error) and X-Fragment-Status says `<remote>=stale`.
// - The page streams: text before an include goes out as it comes (core/ssiStream.mjs).
import config from '../../../shared/build/apps.json';
import { remoteNamesOf } from '../../../shared/build/apps.mjs';
import {
  contractMajorOf,
  fragmentIncludePath,
  PAGES_DIR,
  pageFragmentIncludePath,
} from '../../../shared/build/fragment.mjs';
import { FEDERATION_CONTRACT_VERSION } from '../../../shared/src/federation/version';
import {
  cacheControlFor,
  FRAGMENT_STATUS_HEADER,
  fragmentSource,
  INCLUDE_BOUNDS,
  MAX_FRAGMENT_BYTES,
  PAGE_PATHS,
  prefixTarget,
  RELEASE_FILE,
  remotesJsonProblem,
  servableFragment,
} from '../../core/composition.mjs';
import { linkHeaderFor } from '../../core/earlyHints.mjs';
import { siteSecurityHeaders } from '../../core/securityHeaders.mjs';
import { markStale, releaseBaseOf } from '../../core/ssi.mjs';
import { ssiTransformStream } from '../../core/ssiStream.mjs';
import { BEACON_PATH, COLLECTOR_HEADER } from '../../../shared/build/beaconWire.mjs';
import { handleBeacon, type BeaconEnv } from './beacons';
import { releasesOf, withMarker, type ServedReleases } from './releases';

export interface Env extends BeaconEnv {
  ASSETS: Fetcher;
  REMOTES?: KVNamespace;
  /** Where remotes.json is read from per request (any https URL you can rewrite). */
  REMOTES_JSON_URL?: string;
  /** "production" refuses non-https remotes (a page over https cannot load them). */
  DEPLOY_ENV?: string;
  /** Adds HSTS (set on an https deployment). */
  HTTPS?: string;
  VITE_FORM_ENDPOINT?: string;
  VITE_FORM_ACCESS_KEY?: string;
}

type Remotes = Record<string, string>;
/** `missing`: the remote's release has no page for the path (a prefix's page: the site's 404). */
type FragmentOutcome = { text: string | null; status: 'fresh' | 'stale' | 'stub'; cause?: string; missing?: boolean };
const SEVERITY = { fresh: 0, stale: 1, stub: 2 } as const;

const REMOTE_NAMES = remoteNamesOf();
const CONTRACT_MAJOR = contractMajorOf(FEDERATION_CONTRACT_VERSION);
const ROUTES = new Map(config.routes.map((route) => [route.path, route as { path: string; remote?: string }]));
const KNOWN_PAGES = new Set(PAGE_PATHS);
/** How long a good fragment is kept for stale-if-error (a week: a remote is rarely down longer unnoticed). */
const STALE_KEEP_SECONDS = 7 * 24 * 3600;

function log(line: string): void {
  console.log(line);
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/** remotes.json for this request; on a bad one, one log line and no remotes (every section gets its stub). */
async function readRemotes(env: Env, request: Request): Promise<Remotes> {
  let text: string;
  let source: string;
  try {
    if (env.REMOTES_JSON_URL) {
      source = env.REMOTES_JSON_URL;
      const response = await fetch(env.REMOTES_JSON_URL, {
        signal: AbortSignal.timeout(INCLUDE_BOUNDS.totalMs),
        cf: { cacheTtl: 0 },
      } as RequestInit);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } else if (env.REMOTES && (text = (await env.REMOTES.get('remotes.json')) ?? '') !== '') {
      source = 'KV REMOTES/remotes.json';
    } else {
      source = 'the host build';
      text = await (await env.ASSETS.fetch(new URL('/remotes.json', request.url))).text();
    }
  } catch (error) {
    log(
      `[remotes.json] unreadable (${error instanceof Error ? error.message : String(error)}); sections get their stubs`,
    );
    return {};
  }
  const problem = remotesJsonProblem(text, { remotes: REMOTE_NAMES, production: env.DEPLOY_ENV === 'production' });
  if (problem) {
    log(`[remotes.json] ${problem} (from ${source}); sections get their stubs`);
    return {};
  }
  return JSON.parse(text) as Remotes;
}

async function readJsonAsset<T>(env: Env, request: Request, path: string, fallback: T): Promise<T> {
  try {
    const response = await env.ASSETS.fetch(new URL(path, request.url));
    return response.ok ? ((await response.json()) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The body of a response, as text, refused past MAX_FRAGMENT_BYTES. */
async function boundedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_FRAGMENT_BYTES) throw new Error('response larger than 1 MB');
  const text = await response.text();
  if (text.length > MAX_FRAGMENT_BYTES) throw new Error('response larger than 1 MB');
  return text;
}

function cacheKey(url: string): Request {
  return new Request(url, { method: 'GET' });
}

/**
 * One include's content: the fragment from the remote's current release, within `signal`'s
 * bound, checked and token-replaced; else the last good copy (stale); else null (stub).
 */
async function fetchFragment(
  virtual: string,
  remotes: Remotes,
  signal: AbortSignal,
  ctx: ExecutionContext,
  preview: boolean,
  pagePath?: string,
): Promise<FragmentOutcome> {
  let source;
  try {
    source = fragmentSource(virtual, remotes, pagePath);
  } catch (error) {
    return { text: null, status: 'stub', cause: error instanceof Error ? error.message : String(error) };
  }
  const cache = caches.default;
  try {
    const response = await fetch(source.url, { signal, headers: { 'Accept-Encoding': 'identity' } });
    if (response.status !== 200) {
      await response.body?.cancel();
      if (source.page && response.status === 404)
        return { text: null, status: 'stub', cause: 'HTTP 404', missing: true };
      throw new Error(`HTTP ${response.status}`);
    }
    const raw = await boundedText(response);
    const text = servableFragment(raw, source);
    // A preview's fragment is never kept (issue 47).
    if (preview) return { text, status: 'fresh' };
    // Only a fragment that passed the checks is kept (the raw file: its release base is in its key).
    ctx.waitUntil(
      cache.put(
        cacheKey(source.url),
        new Response(raw, {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': `max-age=${STALE_KEEP_SECONDS}` },
        }),
      ),
    );
    return { text, status: 'fresh' };
  } catch (error) {
    const cause = `${source.url}: ${signal.aborted ? `no answer within ${INCLUDE_BOUNDS.totalMs} ms` : error instanceof Error ? error.message : String(error)}`;
    const kept = preview ? undefined : await cache.match(cacheKey(source.url));
    if (kept) {
      try {
        const text = servableFragment(await kept.text(), source);
        // Marked in the page as nginx and npm start mark it (core/ssi.mjs), besides the header.
        return { text: source.part === 'head' ? markStale(text, source.remote) : text, status: 'stale', cause };
      } catch {
        // A kept copy that no longer passes the checks is never served.
      }
    }
    return { text: null, status: 'stub', cause };
  }
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
  return result;
}

/** A page of the host: its includes filled in the stream, with the headers of an HTML document. */
async function servePage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  pathname: string,
  releases: ServedReleases,
  security: { common: Record<string, string>; html: Record<string, string> },
): Promise<Response> {
  const remotes = releases.remotes;
  const path = normalise(pathname);
  const route = ROUTES.get(path);
  // A known page is a route or one of apps.json's other pages (the résumé, the sent page): each has its file.
  const known = KNOWN_PAGES.has(path);
  const assetPath = known ? (path === '/' ? '/index.html' : `${path}/index.html`) : '/404.html';
  const page = await env.ASSETS.fetch(new URL(assetPath, request.url));
  if (!page.ok || !page.body) return new Response('Not found', { status: 404, headers: security.common });

  // Every fragment of the page starts now, in parallel, under one bound (connect + body).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INCLUDE_BOUNDS.totalMs);
  const outcomes = new Map<string, Promise<FragmentOutcome>>();
  const outcomeOf = (virtual: string) => {
    let outcome = outcomes.get(virtual);
    if (!outcome) {
      outcome = fetchFragment(virtual, remotes, controller.signal, ctx, releases.preview !== null);
      outcomes.set(virtual, outcome);
    }
    return outcome;
  };
  const statuses = new Map<string, FragmentOutcome['status']>();
  if (route?.remote) {
    const remote = route.remote;
    const parts = (['head', 'body'] as const).map((part) =>
      outcomeOf(fragmentIncludePath(remote, part, CONTRACT_MAJOR)),
    );
    // Waited for before the headers go, so that X-Fragment-Status can say how the page was made.
    const results = await Promise.all(parts);
    const worst = results.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a));
    statuses.set(remote, worst.status);
    if (worst.status !== 'fresh')
      log(
        `[fragment] ${remote}: ${worst.cause} (${worst.status === 'stale' ? 'served the last good fragment' : 'served the stub'})`,
      );
  }
  const composed = page.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(
      ssiTransformStream(
        async (virtual) => {
          const outcome = await outcomeOf(virtual);
          if (outcome.text === null) throw new Error(outcome.cause ?? 'no fragment');
          return outcome.text;
        },
        {
          onFailure: ({ virtual, cause }) => {
            if (!route?.remote || !virtual.startsWith(`/_fragment/${route.remote}/`))
              log(`[fragment] ${virtual}: ${cause}`);
          },
        },
      ),
    )
    .pipeThrough(new TextEncoderStream());
  ctx.waitUntil(Promise.allSettled(outcomes.values()).then(() => clearTimeout(timer)));

  const headers = composedPageHeaders(env, releases, security);
  const link = route ? linkHeaderFor(route.path, remotes) : null;
  if (link) headers.Link = link;
  if (statuses.size)
    headers[FRAGMENT_STATUS_HEADER] = [...statuses].map(([name, status]) => `${name}=${status}`).join(', ');
  return withMarker(new Response(composed, { status: known ? 200 : 404, headers }), releases);
}

/**
 * The headers of a page the Worker composed: security, HTML, revalidated on every visit, and, where
 * it has a store for them, that it collects field data (issue 31). A preview collects none (its views
 * are not the candidate's visitors).
 */
function composedPageHeaders(
  env: Env,
  releases: ServedReleases,
  security: { common: Record<string, string>; html: Record<string, string> },
): Record<string, string> {
  const headers: Record<string, string> = {
    ...security.common,
    ...security.html,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  };
  if (env.BEACONS && !releases.preview) headers[COLLECTOR_HEADER.name] = COLLECTOR_HEADER.value;
  return headers;
}

/**
 * A page under a prefix a remote owns (apps.json `prefixes`): the prefix's shell, its includes
 * filled with the page the remote's current release pre-rendered for this path. The site's 404
 * when the release has no such page.
 */
async function servePrefixPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  target: { remote: string; shell: string },
  pagePath: string,
  releases: ServedReleases,
  security: { common: Record<string, string>; html: Record<string, string> },
): Promise<Response> {
  const remotes = releases.remotes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INCLUDE_BOUNDS.totalMs);
  const outcomes = new Map<string, Promise<FragmentOutcome>>();
  const outcomeOf = (virtual: string) => {
    let outcome = outcomes.get(virtual);
    if (!outcome) {
      outcome = fetchFragment(virtual, remotes, controller.signal, ctx, releases.preview !== null, pagePath);
      outcomes.set(virtual, outcome);
    }
    return outcome;
  };
  const parts = await Promise.all(
    (['head', 'body'] as const).map((part) => outcomeOf(pageFragmentIncludePath(target.remote, part, CONTRACT_MAJOR))),
  );
  if (parts.some((part) => part.missing)) {
    clearTimeout(timer);
    return servePage(request, env, ctx, '/404', releases, security);
  }
  const worst = parts.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a));
  if (worst.status !== 'fresh') log(`[fragment] ${target.remote} ${pagePath}: ${worst.cause} (${worst.status})`);
  const shell = await env.ASSETS.fetch(new URL(`/${target.shell}`, request.url));
  if (!shell.ok || !shell.body) return new Response('Not found', { status: 404, headers: security.common });
  const composed = shell.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(
      ssiTransformStream(async (virtual) => {
        const outcome = await outcomeOf(virtual);
        if (outcome.text === null) throw new Error(outcome.cause ?? 'no fragment');
        return outcome.text;
      }),
    )
    .pipeThrough(new TextEncoderStream());
  ctx.waitUntil(Promise.allSettled(outcomes.values()).then(() => clearTimeout(timer)));
  const headers = composedPageHeaders(env, releases, security);
  headers[FRAGMENT_STATUS_HEADER] = `${target.remote}=${worst.status}`;
  return withMarker(new Response(composed, { status: 200, headers }), releases);
}

/** `/_release/<remote>/<file>`: a file of the remote's current release through the host, bounded. */
async function serveReleaseFile(
  remote: string,
  file: string,
  remotes: Remotes,
  common: Record<string, string>,
): Promise<Response> {
  const entry = remotes[remote];
  if (typeof entry !== 'string') return new Response('Not found', { status: 404, headers: common });
  try {
    const response = await fetch(`${releaseBaseOf(entry)}${file}`, {
      signal: AbortSignal.timeout(INCLUDE_BOUNDS.totalMs),
    });
    const headers: Record<string, string> = {
      ...common,
      'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
    };
    const cacheControl = response.headers.get('cache-control');
    if (cacheControl) headers['Cache-Control'] = cacheControl;
    // The body is read here, so the bound covers it too (a stylesheet in the head must not hang).
    return new Response(await response.arrayBuffer(), { status: response.status, headers });
  } catch (error) {
    log(`[release] ${remote}/${file}: ${error instanceof Error ? error.message : String(error)}`);
    return new Response('Remote timed out', {
      status: 504,
      headers: { ...common, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const pathname = url.pathname;
    const stable = await readRemotes(env, request);
    // The entries this request is served (issue 47: preview, canary); CSP and Link follow them.
    const releases = await releasesOf(request, env, stable);
    const remotes = releases.remotes;
    const csp = await readJsonAsset<{ scriptHashes?: string[] }>(env, request, '/csp.json', {});
    const security = siteSecurityHeaders({
      remotes,
      csp,
      env: { VITE_FORM_ENDPOINT: env.VITE_FORM_ENDPOINT, VITE_FORM_ACCESS_KEY: env.VITE_FORM_ACCESS_KEY },
      https: env.HTTPS === 'true',
    });

    if (pathname === '/remotes.json') {
      return withMarker(
        new Response(JSON.stringify(remotes, null, 2), {
          headers: { ...security.common, 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
        }),
        releases,
      );
    }
    if (pathname === BEACON_PATH) return handleBeacon(request, env, security.common);
    const releaseFile = RELEASE_FILE.exec(pathname);
    if (releaseFile) return serveReleaseFile(releaseFile[1]!, releaseFile[2]!, remotes, security.common);
    // A path under a prefix a remote owns: its page, or a file of its release (the feed).
    const prefixed = prefixTarget(normalise(pathname), remotes);
    if (prefixed?.kind === 'page')
      return servePrefixPage(request, env, ctx, prefixed, normalise(pathname), releases, security);
    if (prefixed?.kind === 'file') {
      const file = await serveReleaseFile(
        prefixed.remote,
        `${PAGES_DIR}${normalise(pathname)}`,
        remotes,
        security.common,
      );
      return file.status === 404 ? servePage(request, env, ctx, '/404', releases, security) : file;
    }
    // Pages (routes, unknown paths) are composed; /_fragment/… is internal, and .html files are
    // reached through their route only (no directive ever reaches a browser from here).
    if (!/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/_fragment/') || /\.html$/i.test(pathname)) {
      const known = !pathname.startsWith('/_fragment/') && KNOWN_PAGES.has(normalise(pathname));
      return servePage(request, env, ctx, known ? pathname : '/404', releases, security);
    }
    const asset = await env.ASSETS.fetch(request);
    if (asset.status === 404) return servePage(request, env, ctx, '/404', releases, security);
    return withHeaders(asset, { ...security.common, 'Cache-Control': cacheControlFor(pathname) });
  },
} satisfies ExportedHandler<Env>;
