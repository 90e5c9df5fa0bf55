// @vitest-environment node
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFaultProxy, matchesPath, truncateBody, type FaultProxy } from '../chaos/faultProxy.mjs';

const ENTRY = 'export const built = "http://localhost:4174/remoteEntry.js";\nexport function get() { return 42; }\n';
const CHUNK = `export const answer = ${JSON.stringify('x'.repeat(400))};\n`;
const CSS = '.card { color: red; }\n';
const REMOTE = 'http://127.0.0.1:4381';
const REMOTES = { skills: `${REMOTE}/remoteEntry.js`, projects: 'http://127.0.0.1:4382/remoteEntry.js' };
const CSP = `default-src 'none'; script-src 'self' ${REMOTE} http://127.0.0.1:4382`;

/** A tiny site: an entry, two chunks, a stylesheet, remotes.json and a page with a CSP. */
function tinyUpstream(label: string): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.headers.origin) res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
    const send = (type: string, body: string, extra: Record<string, string> = {}) =>
      res.writeHead(200, { 'Content-Type': type, ETag: `"${label}${path}"`, ...extra }).end(body);
    if (path === '/remoteEntry.js') return send('text/javascript', `// ${label}\n${ENTRY}`);
    if (path === '/assets/chunk-a.js' || path === '/assets/chunk-b.js') return send('text/javascript', CHUNK);
    if (path === '/assets/style.css') return send('text/css', CSS);
    if (path === '/remotes.json') return send('application/json', JSON.stringify(REMOTES));
    if (path === '/')
      return send('text/html', '<!doctype html><title>t</title>', {
        'Content-Security-Policy': CSP,
        Link: `<${REMOTE}>; rel=preconnect, <${REMOTE}/remoteEntry.js>; rel=modulepreload`,
      });
    res.writeHead(404).end();
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

let upstream: Server;
let otherDeploy: Server;
let upstreamUrl: string;
let otherDeployUrl: string;
let proxy: FaultProxy;

beforeAll(async () => {
  upstream = tinyUpstream('main');
  otherDeploy = tinyUpstream('other-deploy');
  upstreamUrl = await listen(upstream);
  otherDeployUrl = await listen(otherDeploy);
  proxy = createFaultProxy({
    upstream: upstreamUrl,
    rewrites: [['http://localhost:4174/remoteEntry.js', `${REMOTE}/remoteEntry.js`]],
    stallCapMs: 5_000,
  });
  await proxy.listen();
});

afterEach(async () => {
  await proxy.clearFault();
  proxy.resetStats();
});

afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  otherDeploy.closeAllConnections();
  await Promise.all([closeServer(upstream), closeServer(otherDeploy)]);
});

const get = (path: string, init: RequestInit = {}) => fetch(`${proxy.url}${path}`, init);

/** A request on a new connection (as a browser opens one): its status, or the socket error's code. */
function freshGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpGet(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('the chaos proxy without a fault', () => {
  it('passes every file through unchanged, on loopback', async () => {
    expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const chunk = await get('/assets/chunk-a.js');
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe(CHUNK);
    expect(await (await get('/assets/style.css')).text()).toBe(CSS);
    expect(await (await get('/remotes.json')).json()).toEqual(REMOTES);
    expect(proxy.stats()).toEqual({ requests: 3, faulted: 0 });
  });

  it('relocates the build-time entries in JS (what a build with REMOTE_*_URL would contain)', async () => {
    const entry = await (await get('/remoteEntry.js')).text();
    expect(entry).toContain(`"${REMOTE}/remoteEntry.js"`);
    expect(entry).not.toContain('localhost:4174');
  });

  it('refuses to listen or forward off loopback', () => {
    expect(() => createFaultProxy({ upstream: upstreamUrl, host: '0.0.0.0' })).toThrow(/loopback/);
    expect(() => createFaultProxy({ upstream: 'http://example.com' })).toThrow(/loopback/);
  });
});

describe('each fault, as the client sees it', () => {
  it('refuse: the connection is refused until the fault is lifted', async () => {
    await proxy.setFault({ kind: 'refuse' });
    expect(await freshGet(`${proxy.url}/remoteEntry.js`)).toBe('ECONNREFUSED');
    await proxy.clearFault();
    expect(await freshGet(`${proxy.url}/remoteEntry.js`)).toBe(200);
  });

  it('status 500: every path answers 500, with CORS so the status is visible, never cached', async () => {
    await proxy.setFault({ kind: 'status', status: 500 });
    const response = await get('/remoteEntry.js', { headers: { Origin: 'http://127.0.0.1:4380' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4380');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await get('/assets/style.css')).status).toBe(500);
  });

  it('404 for one chunk: that chunk is missing, the others are served', async () => {
    await proxy.setFault({ kind: 'status', status: 404, path: '/assets/chunk-a.js' });
    expect((await get('/assets/chunk-a.js')).status).toBe(404);
    expect((await get('/assets/chunk-a.js?attempt=2')).status).toBe(404);
    expect(await (await get('/assets/chunk-b.js')).text()).toBe(CHUNK);
    expect(proxy.stats().faulted).toBe(2);
  });

  it('a failing CSS file: the stylesheet fails, the scripts load', async () => {
    await proxy.setFault({ kind: 'status', status: 500, path: /\.css$/ });
    expect((await get('/assets/style.css')).status).toBe(500);
    expect((await get('/remoteEntry.js')).status).toBe(200);
  });

  it('stall: no answer at all (the client gives up), other paths still answer', async () => {
    await proxy.setFault({ kind: 'stall', path: '/remoteEntry.js' });
    const error = await get('/remoteEntry.js', { signal: AbortSignal.timeout(300) }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TimeoutError');
    expect((await get('/assets/chunk-a.js')).status).toBe(200);
    expect(proxy.stats().faulted).toBe(1);
  });

  it('stall: a held response is ended by the cap, without anyone closing it', async () => {
    const capped = createFaultProxy({ upstream: upstreamUrl, stallCapMs: 150 });
    await capped.listen();
    try {
      await capped.setFault({ kind: 'stall' });
      const error = await fetch(`${capped.url}/remoteEntry.js`).catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(TypeError);
    } finally {
      await capped.close();
    }
  });

  it('stall: close() ends held responses, and a lifted fault does not release them', async () => {
    const closing = createFaultProxy({ upstream: upstreamUrl });
    await closing.listen();
    await closing.setFault({ kind: 'stall' });
    const pending = fetch(`${closing.url}/remoteEntry.js`).catch((caught: Error) => caught);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closing.clearFault();
    // A new request goes through; the stalled one still hangs until the proxy closes.
    expect((await fetch(`${closing.url}/assets/chunk-a.js`)).status).toBe(200);
    await closing.close();
    expect(await pending).toBeInstanceOf(TypeError);
  });

  it('stall then trickle: nothing for a while, then the whole file in several pieces', async () => {
    await proxy.setFault({ kind: 'trickle', path: '/assets/chunk-a.js', delayMs: 120, pieces: 4, intervalMs: 30 });
    const started = performance.now();
    const response = await get('/assets/chunk-a.js');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body!.getReader();
    const pieces: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).toString()).toBe(CHUNK);
  });

  it('truncated JS, short: a complete-looking 200 whose body is cut short', async () => {
    await proxy.setFault({ kind: 'truncate', path: '/assets/chunk-a.js' });
    const response = await get('/assets/chunk-a.js');
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(CHUNK.length);
    expect(CHUNK.startsWith(body)).toBe(true);
    expect(response.headers.get('etag')).toBeNull();
  });

  it('truncated JS, cut off: the connection drops before the declared length', async () => {
    await proxy.setFault({ kind: 'truncate', path: '/assets/chunk-a.js', mode: 'cut' });
    const response = await get('/assets/chunk-a.js');
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(CHUNK.length);
    await expect(response.text()).rejects.toThrow();
  });

  it('remotes.json that is invalid JSON', async () => {
    await proxy.setFault({ kind: 'invalid-json', path: '/remotes.json' });
    const response = await get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('remotes.json pointing at a missing origin: the file, the CSP and the Link header follow', async () => {
    const missing = 'http://127.0.0.1:4399';
    await proxy.setFault({ kind: 'redirect-origin', from: REMOTE, to: missing, path: '/remotes.json' });
    expect(await (await get('/remotes.json')).json()).toEqual({ ...REMOTES, skills: `${missing}/remoteEntry.js` });
    const page = await get('/');
    expect(page.headers.get('content-security-policy')).toBe(CSP.replace(REMOTE, missing));
    expect(page.headers.get('link')).toContain(`<${missing}/remoteEntry.js>; rel=modulepreload`);
    await proxy.clearFault();
    expect(await (await get('/remotes.json')).json()).toEqual(REMOTES);
  });

  it('a contract-incompatible remote: the same URLs are served by another deploy', async () => {
    await proxy.setFault({ kind: 'upstream', upstream: otherDeployUrl });
    expect(await (await get('/remoteEntry.js')).text()).toMatch(/^\/\/ other-deploy\n/);
    await proxy.clearFault();
    expect(await (await get('/remoteEntry.js')).text()).toMatch(/^\/\/ main\n/);
  });
});

describe('helpers', () => {
  it('matchesPath: every path, one path, or a pattern', () => {
    expect(matchesPath(undefined, '/a.js')).toBe(true);
    expect(matchesPath('/a.js', '/a.js')).toBe(true);
    expect(matchesPath('/a.js', '/b.js')).toBe(false);
    expect(matchesPath(/\.css$/, '/assets/x.css')).toBe(true);
  });

  it('truncateBody never returns the whole body', () => {
    expect(truncateBody(Buffer.from('abcdef')).toString()).toBe('abc');
    expect(truncateBody(Buffer.from('ab'), 1).toString()).toBe('a');
    expect(truncateBody(Buffer.from(''), 0.5).length).toBe(0);
  });
});
