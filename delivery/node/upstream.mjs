// GETs from a remote's origin, within the include's bounds (core/composition.mjs INCLUDE_BOUNDS).
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { INCLUDE_BOUNDS, MAX_FRAGMENT_BYTES } from '../core/composition.mjs';

/**
 * A GET whose connect is bounded by `connectMs`: the bound ends when the socket connects, so a slow answer on a
 * connected socket is bounded by `signal` alone.
 * @param {string} url
 * @param {{ signal?: AbortSignal, connectMs?: number }} bounds
 * @param {(response: import('node:http').IncomingMessage, request: import('node:http').ClientRequest) => void} onResponse
 * @param {(error: unknown) => void} onError
 */
function boundedGet(url, { signal, connectMs = INCLUDE_BOUNDS.connectMs }, onResponse, onError) {
  const target = new URL(url);
  const get = target.protocol === 'https:' ? httpsGet : httpGet;
  const request = get(target, { signal, headers: { 'Accept-Encoding': 'identity' } }, (response) =>
    onResponse(response, request),
  );
  const connectTimer = setTimeout(() => request.destroy(new Error(`no connection within ${connectMs} ms`)), connectMs);
  request.on('socket', (socket) => {
    if (socket.connecting) socket.once('connect', () => clearTimeout(connectTimer));
    else clearTimeout(connectTimer); // a kept-alive socket
  });
  request.on('error', (error) => {
    clearTimeout(connectTimer);
    onError(error);
  });
  request.on('close', () => clearTimeout(connectTimer));
}

/** @param {string} url @param {{ signal?: AbortSignal, connectMs?: number }} [bounds] @returns {Promise<string>} */
export function fetchText(url, bounds = {}) {
  return new Promise((resolve, reject) => {
    boundedGet(
      url,
      bounds,
      (response, request) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(Object.assign(new Error(`HTTP ${response.statusCode}`), { status: response.statusCode }));
          return;
        }
        response.setEncoding('utf8');
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
          if (body.length > MAX_FRAGMENT_BYTES) request.destroy(new Error('response larger than 1 MB'));
        });
        response.on('end', () => resolve(body));
        response.on('error', reject);
      },
      reject,
    );
  });
}

/** @param {string} url @param {import('node:http').ServerResponse} res @param {(line: string) => void} warn */
export function proxyReleaseFile(url, res, warn) {
  const signal = AbortSignal.timeout(INCLUDE_BOUNDS.totalMs);
  boundedGet(
    url,
    { signal },
    (response) => {
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': response.headers['content-type'] ?? 'application/octet-stream' };
      if (response.headers['cache-control']) headers['Cache-Control'] = response.headers['cache-control'];
      res.writeHead(response.statusCode ?? 502, headers);
      response.pipe(res);
      response.on('error', () => res.destroy());
    },
    (error) => {
      warn(`[release] ${url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(504, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Remote timed out');
      else res.destroy();
    },
  );
}
