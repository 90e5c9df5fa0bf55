// The chaos run's fault-injecting HTTP proxy (node:http, loopback only). One sits in front
// of each origin of the composed site; a fault can be set and lifted while it serves, and
// requests that the fault does not match pass through unchanged. Nothing it holds lives
// for ever: stalled and trickling responses end at `stallCapMs` or at close().
import { createServer, request as httpRequest } from 'node:http';
import { close as closeServer, listen as listenOn } from '../lib/servers.mjs';

/**
 * Which request paths a fault applies to: all (undefined), one exact path, or a pattern.
 * @typedef {string | RegExp | undefined} PathMatcher
 * @typedef {{ kind: 'refuse' }
 *   | { kind: 'status', status: number, path?: PathMatcher }
 *   | { kind: 'stall', path?: PathMatcher }
 *   | { kind: 'trickle', path?: PathMatcher, delayMs?: number, pieces?: number, intervalMs?: number }
 *   | { kind: 'truncate', path?: PathMatcher, keep?: number, mode?: 'short' | 'cut' }
 *   | { kind: 'invalid-json', path?: PathMatcher }
 *   | { kind: 'redirect-origin', from: string, to: string, path?: PathMatcher }
 *   | { kind: 'upstream', upstream: string }} ProxyFault
 * @typedef {ReturnType<typeof createFaultProxy>} FaultProxy
 */

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'];
const TEXT = /javascript|json|html|css|text\//i;

/**
 * True when `path` (undefined: every path; a string: that exact path; a RegExp) matches.
 * @param {PathMatcher} path
 * @param {string} pathname
 * @returns {boolean}
 */
export function matchesPath(path, pathname) {
  if (path === undefined) return true;
  return typeof path === 'string' ? path === pathname : path.test(pathname);
}

/**
 * A body cut short as a half-written or half-uploaded file would be: the first `keep`
 * share of it, never the whole (so a JS or JSON file no longer parses).
 * @param {Buffer} body
 * @param {number} [keep]
 * @returns {Buffer}
 */
export function truncateBody(body, keep = 0.5) {
  const length = Math.max(0, Math.min(body.length - 1, Math.floor(body.length * keep)));
  return body.subarray(0, length);
}

function assertLoopback(address) {
  if (!LOOPBACK.has(address)) throw new Error(`The chaos proxy uses loopback only, not ${address}`);
}

/** What a server that answers with an error sends: CORS included, so the client sees the status. */
function sendStatus(req, res, status) {
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Origin' };
  if (req.headers.origin) headers['Access-Control-Allow-Origin'] = req.headers.origin;
  res.writeHead(status, headers).end(status === 404 ? 'Not found (chaos)' : `Error ${status} (chaos)`);
}

/**
 * @param {object} options
 * @param {string} options.upstream  origin the proxy forwards to (loopback)
 * @param {string} [options.host]    address to listen on (loopback)
 * @param {number} [options.port]    0: any free port
 * @param {Array<[string, string]>} [options.rewrites]  always-on text replacements in JS bodies
 * @param {number} [options.stallCapMs]  the longest a stalled or trickling response is held
 * @param {number} [options.maxBodyBytes]
 */
export function createFaultProxy({
  upstream,
  host = '127.0.0.1',
  port = 0,
  rewrites = [],
  stallCapMs = 60_000,
  maxBodyBytes = 20 * 1024 * 1024,
}) {
  assertLoopback(host);
  assertLoopback(new URL(upstream).hostname.replace(/^\[|\]$/g, ''));
  let fault = null;
  let listeningPort = port;
  let listening = false;
  let closed = false;
  const stats = { requests: 0, faulted: 0 };
  /** Responses held open (stalls, trickles) and their timers, so close() can end them. */
  const held = new Map();

  function hold(res, timers = []) {
    const cap = setTimeout(() => res.destroy(), stallCapMs);
    cap.unref();
    held.set(res, [cap, ...timers]);
    res.on('close', () => release(res));
  }

  function release(res) {
    for (const timer of held.get(res) ?? []) clearTimeout(timer);
    held.delete(res);
  }

  function endHeld() {
    for (const res of [...held.keys()]) {
      release(res);
      res.destroy();
    }
  }

  /** Forwards the request; resolves to the whole upstream response (bodies here are small files). */
  function forward(req, origin) {
    const target = new URL(req.url ?? '/', origin);
    const headers = { ...req.headers, host: target.host, 'accept-encoding': 'identity' };
    delete headers.connection;
    return new Promise((resolve) => {
      const upstreamReq = httpRequest(target, { method: req.method, headers }, (upstreamRes) => {
        const chunks = [];
        let size = 0;
        upstreamRes.on('data', (chunk) => {
          size += chunk.length;
          if (size > maxBodyBytes) upstreamRes.destroy(new Error('upstream body too large'));
          else chunks.push(chunk);
        });
        upstreamRes.on('end', () =>
          resolve({ status: upstreamRes.statusCode ?? 502, headers: upstreamRes.headers, body: Buffer.concat(chunks) }),
        );
        upstreamRes.on('error', (error) => resolve(badGateway(error)));
      });
      upstreamReq.setTimeout(30_000, () => upstreamReq.destroy(new Error('upstream timed out')));
      upstreamReq.on('error', (error) => resolve(badGateway(error)));
      req.pipe(upstreamReq);
    });
  }

  function badGateway(error) {
    return {
      status: 502,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      body: Buffer.from(`Bad gateway (chaos proxy): ${error.message}`),
    };
  }

  function outgoingHeaders(upstreamHeaders) {
    const headers = {};
    for (const [name, value] of Object.entries(upstreamHeaders)) {
      if (!HOP_BY_HOP.includes(name) && value !== undefined) headers[name] = value;
    }
    return headers;
  }

  /** A faulted response must not be cached: a real cut or error would not be reused either. */
  function uncacheable(headers) {
    delete headers.etag;
    delete headers['last-modified'];
    headers['cache-control'] = 'no-store';
  }

  async function handle(req, res) {
    stats.requests += 1;
    const current = fault;
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    const hit = current !== null && matchesPath(current.path, pathname);

    if (hit && current.kind === 'status') {
      stats.faulted += 1;
      sendStatus(req, res, current.status ?? 500);
      return;
    }
    if (hit && current.kind === 'stall') {
      stats.faulted += 1;
      hold(res);
      return;
    }

    const origin = current?.kind === 'upstream' ? current.upstream : upstream;
    if (current?.kind === 'upstream') stats.faulted += 1;
    const response = await forward(req, origin);
    const headers = outgoingHeaders(response.headers);
    let body = response.body;
    const contentType = String(headers['content-type'] ?? '');

    if (rewrites.length && /javascript/i.test(contentType)) {
      let text = body.toString('utf8');
      for (const [from, to] of rewrites) text = text.replaceAll(from, to);
      body = Buffer.from(text);
    }

    if (current?.kind === 'redirect-origin') {
      // As if the deploy had pointed remotes.json elsewhere: the file, and the headers the
      // server derives from it (the CSP's origins and the page's Link preloads), follow.
      for (const name of ['content-security-policy', 'link']) {
        if (typeof headers[name] === 'string') headers[name] = headers[name].replaceAll(current.from, current.to);
      }
      if (hit && TEXT.test(contentType)) {
        stats.faulted += 1;
        body = Buffer.from(body.toString('utf8').replaceAll(current.from, current.to));
        uncacheable(headers);
      }
    }

    if (hit && current.kind === 'invalid-json' && response.status === 200) {
      stats.faulted += 1;
      body = Buffer.concat([truncateBody(body, 0.5), Buffer.from('\n<<chaos')]);
      uncacheable(headers);
    }

    if (hit && current.kind === 'truncate' && response.status === 200) {
      stats.faulted += 1;
      uncacheable(headers);
      const part = truncateBody(body, current.keep ?? 0.5);
      if (current.mode === 'cut') {
        // The connection drops mid-body: the declared length is never reached.
        res.writeHead(response.status, { ...headers, 'content-length': String(body.length) });
        res.write(part, () => res.destroy());
        return;
      }
      // 'short': a complete-looking 200 whose file is cut (a half-written upload).
      body = part;
    }

    if (hit && current.kind === 'trickle' && response.status === 200) {
      stats.faulted += 1;
      uncacheable(headers);
      trickle(res, response.status, headers, body, current);
      return;
    }

    if (req.method === 'HEAD' || response.status === 304 || response.status === 204) {
      res.writeHead(response.status, headers).end();
      return;
    }
    res.writeHead(response.status, { ...headers, 'content-length': String(body.length) }).end(body);
  }

  /** Nothing for `delayMs`, then the body in `pieces` parts, one every `intervalMs`. */
  function trickle(res, status, headers, body, { delayMs = 1000, pieces = 10, intervalMs = 250 }) {
    const count = Math.max(1, Math.min(pieces, body.length || 1));
    const size = Math.ceil(body.length / count);
    const timers = [];
    for (let index = 0; index <= count; index += 1) {
      const timer = setTimeout(
        () => {
          if (res.destroyed) return;
          if (index === 0) {
            res.writeHead(status, { ...headers, 'content-length': String(body.length) });
            res.flushHeaders();
            return;
          }
          const piece = body.subarray((index - 1) * size, index * size);
          if (index === count) res.end(piece);
          else res.write(piece);
        },
        delayMs + index * intervalMs,
      );
      timer.unref();
      timers.push(timer);
    }
    hold(res, timers);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`chaos proxy error: ${error.message}`);
    });
  });

  function listen() {
    if (closed) return Promise.reject(new Error('the proxy is closed'));
    if (listening) return Promise.resolve();
    return listenOn(server, listeningPort, host).then(() => {
      listening = true;
      listeningPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    });
  }

  /** Stops accepting connections and drops open ones: new connections are refused by the OS. */
  function stopListening() {
    if (!listening) return Promise.resolve();
    listening = false;
    endHeld();
    return closeServer(server);
  }

  return {
    server,
    listen,
    get port() {
      return listeningPort;
    },
    get url() {
      return `http://${host}:${listeningPort}`;
    },
    get fault() {
      return fault;
    },
    stats: () => ({ ...stats }),
    resetStats() {
      stats.requests = 0;
      stats.faulted = 0;
    },
    /** Sets the fault (one at a time); 'refuse' takes the listener down until the fault is lifted. */
    async setFault(next) {
      if (fault) await this.clearFault();
      fault = next;
      // Nothing reaches the proxy while it refuses, so it cannot count those attempts.
      if (next.kind === 'refuse') await stopListening();
    },
    /** Lifts the fault. Responses already stalled or trickling carry on as they were. */
    async clearFault() {
      const previous = fault;
      fault = null;
      if (previous?.kind === 'refuse' && !closed) await listen();
    },
    async close() {
      closed = true;
      fault = null;
      await stopListening();
    },
  };
}
