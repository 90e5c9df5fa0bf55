// `npm start`'s preview and canary (rules in delivery/core/canary.mjs); a remote's other releases at /<release>/.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { remoteNamesOf } from '../../shared/build/apps.mjs';
import { SAFE_NAME } from '../../shared/build/fragment.mjs';
import { cacheControlFor } from '../core/composition.mjs';
import {
  PREVIEW_QUERY,
  previewOf,
  releasesForRequest,
  runnableCanaries,
  sendsPrivacySignal,
  visitorKey,
} from '../core/canary.mjs';
import { releasesDir } from './releases.mjs';

const REMOTES = remoteNamesOf();

/** @typedef {import('../core/canary.mjs').RequestReleases & { setCookie: string | null }} ServedReleases */

/**
 * @param {{ readRemotes: () => Record<string, unknown>, readCanaries: () => unknown, https?: boolean }} options
 * @returns {(req: import('node:http').IncomingMessage) => ServedReleases}
 */
export function createReleaseChooser({ readRemotes, readCanaries, https = false }) {
  return (req) => {
    const header = (/** @type {string} */ name) => {
      const value = req.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    };
    const query = new URL(req.url ?? '/', 'http://x').searchParams.get(PREVIEW_QUERY);
    const { preview, setCookie } = previewOf({ query, cookieHeader: header('cookie'), remotes: REMOTES, https });
    // The address as nginx's $remote_addr writes it (an IPv4 client of a dual-stack socket without ::ffff:).
    const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const releases = releasesForRequest({
      remotes: readRemotes(),
      canaries: runnableCanaries(readCanaries(), REMOTES),
      visitor: visitorKey({ address, userAgent: header('user-agent') }),
      privacySignal: sendsPrivacySignal(header),
      preview,
    });
    return { ...releases, setCookie };
  };
}

// The handler answers (true) or passes (false).
/** @param {string} appDir the remote's folder (remote-skills): its name without `remote-` is the remote */
export function releaseFolderServer(appDir) {
  const remote = REMOTES.find((name) => appDir.replace(/\/+$/, '').endsWith(name));
  if (!remote) return null;
  /** @type {Map<string, ReturnType<typeof sirv>>} */
  const servers = new Map();
  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} pathname @param {() => void} notFound
   */
  return (req, res, pathname, notFound) => {
    const [, release, rest] = /^\/([^/]+)(\/.*)$/.exec(pathname) ?? [];
    if (!release || !SAFE_NAME.test(release) || release.includes('..')) return false;
    const folder = join(releasesDir(), remote, release);
    if (!existsSync(join(folder, 'remoteEntry.js')) || !statSync(folder).isDirectory()) return false;
    let serve = servers.get(folder);
    if (!serve) {
      serve = sirv(folder, {
        gzip: true,
        brotli: true,
        etag: true,
        setHeaders(response, path) {
          response.setHeader('Cache-Control', cacheControlFor(path));
        },
      });
      servers.set(folder, serve);
    }
    req.url = `${rest}${req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`;
    serve(req, res, notFound);
    return true;
  };
}
