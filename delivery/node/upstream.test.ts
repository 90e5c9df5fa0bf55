// @vitest-environment node
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { INCLUDE_BOUNDS } from '../core/composition.mjs';
import { fetchText, proxyReleaseFile } from './upstream.mjs';

let origin: Server | undefined;
let front: Server | undefined;
afterEach(async () => {
  for (const server of [origin, front]) if (server) await new Promise((done) => server.close(done));
  origin = front = undefined;
});

/** An origin that answers `body` after `delayMs` on a connected socket. */
async function slowOrigin(delayMs: number, body = 'body { color: teal }'): Promise<string> {
  origin = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/css' }).end(body), delayMs);
  });
  await new Promise<void>((done) => origin!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(origin.address() as AddressInfo).port}/style.css`;
}

/** Proxies every request to `url` the way the host serves a release's file. */
async function proxied(url: string): Promise<{ status: number; body: string; warnings: string[] }> {
  const warnings: string[] = [];
  front = createServer((_req, res: ServerResponse) => proxyReleaseFile(url, res, (line) => warnings.push(line)));
  await new Promise<void>((done) => front!.listen(0, '127.0.0.1', done));
  const response = await fetch(`http://127.0.0.1:${(front.address() as AddressInfo).port}/`);
  return { status: response.status, body: await response.text(), warnings };
}

const connectedButSlow = (INCLUDE_BOUNDS.connectMs + INCLUDE_BOUNDS.totalMs) / 2;

describe('a release file through the host', () => {
  it('passes through an answer slower than the connect bound once the origin has connected', async () => {
    const result = await proxied(await slowOrigin(connectedButSlow));
    expect(result).toEqual({ status: 200, body: 'body { color: teal }', warnings: [] });
  });

  it('answers 504 and warns once the total bound passes', async () => {
    const url = await slowOrigin(INCLUDE_BOUNDS.totalMs + 500);
    const result = await proxied(url);
    expect(result.status).toBe(504);
    expect(result.warnings).toEqual([expect.stringContaining(`[release] ${url}`)]);
  });

  it('answers 504 when nothing listens', async () => {
    const url = await slowOrigin(0);
    await new Promise((done) => origin!.close(done));
    origin = undefined;
    expect((await proxied(url)).status).toBe(504);
  });
});

describe('a fragment fetched for an include', () => {
  it('arrives when it is slower than the connect bound on a connected socket', async () => {
    const url = await slowOrigin(connectedButSlow, '<div>fragment</div>');
    expect(await fetchText(url, { signal: AbortSignal.timeout(INCLUDE_BOUNDS.totalMs) })).toBe('<div>fragment</div>');
  });
});
