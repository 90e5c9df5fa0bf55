// The host's pages at the edge, streamed with their includes filled as they come.
import config from '../../../shared/build/apps.json';
import { contractMajorOf, fragmentIncludePath, pageFragmentIncludePath } from '../../../shared/build/fragment.mjs';
import { COLLECTOR_HEADER } from '../../../shared/build/beaconWire.mjs';
import { FEDERATION_CONTRACT_VERSION } from '../../../shared/src/federation/version';
import { FRAGMENT_STATUS_HEADER, normalisePath, notFoundPathFor, PAGE_PATHS } from '../../core/composition.mjs';
import { linkHeaderFor } from '../../core/earlyHints.mjs';
import { ssiTransformStream } from '../../core/ssiStream.mjs';
import { log, type Env } from './env';
import { pageFragments, worstOf, type FragmentOutcome } from './fragments';
import { withMarker, type ServedReleases } from './releases';

export type SecurityHeaders = { common: Record<string, string>; html: Record<string, string> };

const CONTRACT_MAJOR = contractMajorOf(FEDERATION_CONTRACT_VERSION);
const ROUTES = new Map(config.routes.map((route) => [route.path, route as { path: string; remote?: string }]));
const KNOWN_PAGES = new Set(PAGE_PATHS);

/** A preview collects no field data: its views are not the candidate's visitors. */
function composedPageHeaders(env: Env, releases: ServedReleases, security: SecurityHeaders): Record<string, string> {
  const headers: Record<string, string> = {
    ...security.common,
    ...security.html,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
  };
  if (env.BEACONS && !releases.preview) headers[COLLECTOR_HEADER.name] = COLLECTOR_HEADER.value;
  return headers;
}

/** A page's body with its includes filled from `outcomeOf`. */
function composedBody(
  body: ReadableStream<Uint8Array>,
  outcomeOf: (virtual: string) => Promise<FragmentOutcome>,
  onFailure?: (failure: { virtual: string; cause: string }) => void,
) {
  return body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(
      ssiTransformStream(
        async (virtual) => {
          const outcome = await outcomeOf(virtual);
          if (outcome.text === null) throw new Error(outcome.cause ?? 'no fragment');
          return outcome.text;
        },
        onFailure ? { onFailure } : {},
      ),
    )
    .pipeThrough(new TextEncoderStream());
}

/** A page of the host (a route, one of apps.json's other pages, else the 404 page). */
export async function servePage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  pathname: string,
  releases: ServedReleases,
  security: SecurityHeaders,
): Promise<Response> {
  const remotes = releases.remotes;
  const path = normalisePath(pathname);
  const route = ROUTES.get(path);
  const known = KNOWN_PAGES.has(path);
  // The 404 page in the language of the path (`/de/…` → `/de/404.html`).
  const assetPath = known ? (path === '/' ? '/index.html' : `${path}/index.html`) : `${notFoundPathFor(path)}.html`;
  const page = await env.ASSETS.fetch(new URL(assetPath, request.url));
  if (!page.ok || !page.body) return new Response('Not found', { status: 404, headers: security.common });

  const fragments = pageFragments(remotes, ctx, releases.preview !== null);
  const statuses = new Map<string, FragmentOutcome['status']>();
  if (route?.remote) {
    const remote = route.remote;
    // Waited for before the headers go, so that X-Fragment-Status can say how the page was made.
    const worst = worstOf(
      await Promise.all(
        (['head', 'body'] as const).map((part) =>
          fragments.outcomeOf(fragmentIncludePath(remote, part, CONTRACT_MAJOR)),
        ),
      ),
    );
    statuses.set(remote, worst.status);
    if (worst.status !== 'fresh')
      log(
        `[fragment] ${remote}: ${worst.cause} (${worst.status === 'stale' ? 'served the last good fragment' : 'served the stub'})`,
      );
  }
  const composed = composedBody(page.body, fragments.outcomeOf, ({ virtual, cause }) => {
    if (!route?.remote || !virtual.startsWith(`/_fragment/${route.remote}/`)) log(`[fragment] ${virtual}: ${cause}`);
  });
  fragments.settled();

  const headers = composedPageHeaders(env, releases, security);
  const link = route ? linkHeaderFor(route.path, remotes) : null;
  if (link) headers.Link = link;
  if (statuses.size)
    headers[FRAGMENT_STATUS_HEADER] = [...statuses].map(([name, status]) => `${name}=${status}`).join(', ');
  return withMarker(new Response(composed, { status: known ? 200 : 404, headers }), releases);
}

/** A prefix's shell with the remote's page for this path, or the site's 404 (decision 0026). */
export async function servePrefixPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  target: { remote: string; shell: string },
  pagePath: string,
  releases: ServedReleases,
  security: SecurityHeaders,
): Promise<Response> {
  const fragments = pageFragments(releases.remotes, ctx, releases.preview !== null, pagePath);
  const parts = await Promise.all(
    (['head', 'body'] as const).map((part) =>
      fragments.outcomeOf(pageFragmentIncludePath(target.remote, part, CONTRACT_MAJOR)),
    ),
  );
  if (parts.some((part) => part.missing)) {
    fragments.cancel();
    return servePage(request, env, ctx, notFoundPathFor(pagePath), releases, security);
  }
  const worst = worstOf(parts);
  if (worst.status !== 'fresh') log(`[fragment] ${target.remote} ${pagePath}: ${worst.cause} (${worst.status})`);
  const shell = await env.ASSETS.fetch(new URL(`/${target.shell}`, request.url));
  if (!shell.ok || !shell.body) return new Response('Not found', { status: 404, headers: security.common });
  const composed = composedBody(shell.body, fragments.outcomeOf);
  fragments.settled();
  const headers = composedPageHeaders(env, releases, security);
  headers[FRAGMENT_STATUS_HEADER] = `${target.remote}=${worst.status}`;
  return withMarker(new Response(composed, { status: 200, headers }), releases);
}
