// The host on Cloudflare Workers: serves host/dist (the static-assets binding) and composes each
// page at the edge, in the first response, with the rules of delivery/core (the same include
// paths, release marker, stubs, bounds and headers as nginx and `npm start`). One handler per
// kind of path: remotes.json, the beacon collector, release files, prefix pages, pages, files.
import { PAGES_DIR } from '../../../shared/build/fragment.mjs';
import { BEACON_PATH } from '../../../shared/build/beaconWire.mjs';
import {
  cacheControlFor,
  normalisePath,
  notFoundPathFor,
  PAGE_PATHS,
  prefixTarget,
  RELEASE_FILE,
} from '../../core/composition.mjs';
import { siteSecurityHeaders } from '../../core/securityHeaders.mjs';
import { handleBeacon } from './beacons';
import { readJsonAsset, readRemotes, type Env } from './env';
import { servePage, servePrefixPage } from './pages';
import { serveReleaseFile } from './releaseFiles';
import { releasesOf, withMarker } from './releases';

const KNOWN_PAGES = new Set(PAGE_PATHS);

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
  return result;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const pathname = new URL(request.url).pathname;
    // The entries this request is served (preview, canary: decision 0025); CSP and Link follow them.
    const releases = await releasesOf(request, env, await readRemotes(env, request));
    const remotes = releases.remotes;
    const csp = await readJsonAsset<{ scriptHashes?: string[] }>(env, request, '/csp.json', {});
    const security = siteSecurityHeaders({
      remotes,
      csp,
      env: { VITE_FORM_ENDPOINT: env.VITE_FORM_ENDPOINT, VITE_FORM_ACCESS_KEY: env.VITE_FORM_ACCESS_KEY },
      https: env.HTTPS === 'true',
    });
    const page = (path: string) => servePage(request, env, ctx, path, releases, security);

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
    const prefixed = prefixTarget(normalisePath(pathname), remotes);
    if (prefixed?.kind === 'page')
      return servePrefixPage(request, env, ctx, prefixed, normalisePath(pathname), releases, security);
    if (prefixed?.kind === 'file') {
      const file = await serveReleaseFile(
        prefixed.remote,
        `${PAGES_DIR}${normalisePath(pathname)}`,
        remotes,
        security.common,
      );
      return file.status === 404 ? page(notFoundPathFor(pathname)) : file;
    }
    // /_fragment/… is internal, and .html files are reached through their route only, so no
    // directive ever reaches a browser from here.
    if (!/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/_fragment/') || /\.html$/i.test(pathname)) {
      const known = !pathname.startsWith('/_fragment/') && KNOWN_PAGES.has(normalisePath(pathname));
      return page(known ? pathname : notFoundPathFor(pathname));
    }
    const asset = await env.ASSETS.fetch(request);
    if (asset.status === 404) return page(notFoundPathFor(pathname));
    return withHeaders(asset, { ...security.common, 'Cache-Control': cacheControlFor(pathname) });
  },
} satisfies ExportedHandler<Env>;
