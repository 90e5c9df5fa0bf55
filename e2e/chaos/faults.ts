// One episode's fault, made with Playwright's request interception in the episode's own page:
// the remote's requests (or the host's remotes.json) answered as a failing network or server
// would, until the fault is lifted. Where the host's server would also meet the fault (its include
// of the section in a page it composes: a direct load, or a plain link's), the page comes as that
// server sends it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse, Page, Route } from '@playwright/test';
import { INCLUDE_BOUNDS } from '../../delivery/core/composition.mjs';
import config from '../../shared/build/apps.json' with { type: 'json' };
import { remoteDownForServer } from '../support/fixtures';
import type { ChaosSite } from './site';
import { loadsDocument, trickleEndMs, type Episode } from './plan';

/** An origin that nothing answers: the missing origin a broken remotes.json points at. */
const MISSING_ORIGIN = 'http://127.0.0.1:4399';

type PathMatcher = string | RegExp | undefined;
type Answer = (route: Route) => Promise<void>;

/** The exposed module's own files, from the remote's mf-manifest.json (a remote may expose several). */
function sectionFiles(remote: string, module: string) {
  const dir = config.apps[remote as keyof typeof config.apps].dir;
  const manifest = JSON.parse(readFileSync(join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const exposed = manifest.exposes?.find((candidate) => candidate.name === module);
  if (!exposed) throw new Error(`${dir}/dist/mf-manifest.json exposes no ${module}`);
  const assets = exposed.assets;
  return { chunks: assets.js.sync.map((file) => `/${file}`), css: assets.css.sync.map((file) => `/${file}`) };
}

/** A response's headers for a body of our own: no stale length or encoding, never cached. */
function headersOf(response: APIResponse) {
  const headers: Record<string, string> = { ...response.headers(), 'cache-control': 'no-store' };
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified']) delete headers[name];
  return headers;
}

/** An error answer with CORS, so the page's script sees the status (as a real server's would). */
function status(code: number): Answer {
  return (route) => {
    const requestOrigin = route.request().headers()['origin'];
    return route.fulfill({
      status: code,
      headers: { 'cache-control': 'no-store', ...(requestOrigin && { 'access-control-allow-origin': requestOrigin }) },
      body: `Error ${code} (chaos)`,
    });
  };
}

/** The real answer with its body changed. */
const rewritten =
  (change: (body: string) => string): Answer =>
  async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: headersOf(response), body: change(await response.text()) });
  };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The host's build-time remote entries, relocated to the suite's servers (site.ts): on every page,
 * from its first request (before any fault).
 */
export async function relocateEntries(page: Page, site: ChaosSite) {
  await page.route(
    (url) => url.origin === site.host && site.entryFiles.includes(url.pathname),
    rewritten((body) => site.rewrites.reduce((text, [from, to]) => text.replaceAll(from, to), body)),
  );
}

/**
 * Installs the episode's fault on `page`; resolves to a description, the count of requests it
 * answered, and `lift` (later requests pass; requests already held stay held, as a hung connection does).
 */
export async function installFault(page: Page, episode: Episode, site: ChaosSite, boundMs: number) {
  const state = { lifted: false, faulted: 0 };
  const remoteOrigin = site.remotes[episode.remote]!;
  const files = sectionFiles(episode.remote, episode.module);
  const chunk = files.chunks[Math.floor(episode.chunkPick * files.chunks.length)] ?? '/remoteEntry.js';
  const targets: Record<string, PathMatcher> = { entry: '/remoteEntry.js', css: files.css[0] ?? /\.css$/, chunk };
  const file = targets[episode.target];
  const named = (path: PathMatcher) => String(path ?? '').replace(/^\/assets\//, '');

  const matches = (path: PathMatcher, pathname: string) =>
    path === undefined || (typeof path === 'string' ? pathname === path : path.test(pathname));
  const on = (origin: string, path: PathMatcher, answer: Answer) =>
    page.route(
      (url) => url.origin === origin && matches(path, url.pathname),
      async (route) => {
        if (state.lifted) return route.fallback();
        state.faulted += 1;
        // The page may close while an answer waits (a trickle): nothing is left to answer then.
        await answer(route).catch(() => {});
      },
    );
  /**
   * A fault on the remote's files, met by the browser, and by the host's server where it proxies
   * them (`/_release/<remote>/…`: the stylesheets of a composed page), which answers as it does
   * when its upstream fails: `server` (504 within its bound for a refused or hung remote).
   */
  const release = `/_release/${episode.remote}`;
  const onRemote = async (path: PathMatcher, answer: Answer, server: Answer = answer) => {
    await on(remoteOrigin, path, answer);
    await page.route(
      (url) =>
        url.origin === site.host &&
        url.pathname.startsWith(`${release}/`) &&
        matches(path, url.pathname.slice(release.length)),
      async (route) => {
        if (state.lifted) return route.fallback();
        state.faulted += 1;
        await server(route).catch(() => {});
      },
    );
  };
  const timedOut: Answer = async (route) => {
    await sleep(INCLUDE_BOUNDS.totalMs);
    await status(504)(route);
  };
  const hold: Answer = () => new Promise<void>(() => {});
  /**
   * Where the host's server composes the page (a direct load, a plain link's) it met the remote down
   * too: it includes the stub, or its last good copy.
   */
  const serverMeetsIt = async (copy: Episode['serverCopy']) => {
    if (!loadsDocument(episode)) return '';
    if (copy === 'none') await remoteDownForServer(page, episode.path);
    return copy === 'none' ? ', page with the stub' : ', page with the stale copy';
  };

  let detail: string;
  switch (episode.kind) {
    case 'refused':
      await onRemote(undefined, (route) => route.abort('connectionrefused'), status(504));
      detail = `origin${await serverMeetsIt(episode.serverCopy)}`;
      break;
    case 'http-500':
      await onRemote(undefined, status(500));
      detail = `every file${await serverMeetsIt(episode.serverCopy)}`;
      break;
    case 'chunk-404':
      await onRemote(chunk, status(404));
      detail = named(chunk);
      break;
    case 'stall':
      if (episode.target === 'remotes.json') await on(site.host, '/remotes.json', hold);
      else await onRemote(file, hold, timedOut);
      detail = episode.target === 'remotes.json' ? 'remotes.json' : named(file);
      break;
    case 'stall-trickle': {
      const endMs = trickleEndMs(episode.trickle, boundMs);
      const late: Answer = async (route) => {
        const response = await route.fetch();
        await sleep(endMs);
        await route.fulfill({ response, headers: headersOf(response) });
      };
      await onRemote(file, late, timedOut);
      detail = `${named(file)}, ${episode.trickle} (whole file at ${(endMs / 1000).toFixed(1)} s)`;
      break;
    }
    case 'truncated-js':
      await onRemote(
        file,
        episode.truncation === 'cut'
          ? (route) => route.abort('connectionreset')
          : rewritten((body) => body.slice(0, Math.floor(body.length / 2))),
      );
      detail = `${named(file)}, ${episode.truncation === 'cut' ? 'connection reset' : 'short 200'}`;
      break;
    case 'css-fail':
      await onRemote(files.css[0] ?? /\.css$/, status(episode.cssStatus));
      detail = `${named(files.css[0] ?? 'css')} ${episode.cssStatus}`;
      break;
    case 'remotes-json-invalid':
      await on(
        site.host,
        '/remotes.json',
        rewritten((body) => `${body.slice(0, body.length / 2)}\n<<chaos`),
      );
      detail = 'remotes.json';
      break;
    case 'remotes-json-missing-origin': {
      // As if the deploy had pointed remotes.json elsewhere: the file, and what the server derives
      // from it for each page (the CSP's origins and the Link preloads), follow.
      const moved = (text: string) => text.replaceAll(remoteOrigin, MISSING_ORIGIN);
      await on(site.host, '/remotes.json', rewritten(moved));
      await page.route(
        (url) => url.origin === site.host,
        async (route) => {
          if (state.lifted || route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const headers = headersOf(response);
          for (const name of ['content-security-policy', 'link'])
            if (headers[name]) headers[name] = moved(headers[name]);
          await route.fulfill({ response, headers, body: await response.body() });
        },
      );
      await page.route(`${MISSING_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
      detail = `${episode.remote} -> ${MISSING_ORIGIN}`;
      break;
    }
    case 'contract-incompatible':
      await onRemote(undefined, async (route) => {
        const url = new URL(route.request().url());
        const path = url.pathname.startsWith(`${release}/`) ? url.pathname.slice(release.length) : url.pathname;
        const response = await route.fetch({ url: site.incompatible[episode.remote] + path + url.search });
        await route.fulfill({ response, headers: headersOf(response), body: await response.body() });
      });
      // Its fragment names another contract major: the server's include gets a 404, and a 404 is never served stale.
      detail = `incompatible build${await serverMeetsIt('none')}`;
      break;
  }
  return {
    detail,
    faulted: () => state.faulted,
    lift: () => {
      state.lifted = true;
    },
  };
}
