// GETs from a remote's origin, within the include's bounds (core/composition.mjs INCLUDE_BOUNDS).
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { INCLUDE_BOUNDS, MAX_FRAGMENT_BYTES } from '../core/composition.mjs';

/** @param {URL} target */
const getterFor = (target) => (target.protocol === 'https:' ? httpsGet : httpGet);

// Bounds the connect; `signal` the total.
/** @param {string} url @param {{ signal?: AbortSignal, connectMs?: number }} [options] @returns {Promise<string>} */
export function fetchText(url, { signal, connectMs = INCLUDE_BOUNDS.connectMs } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = getterFor(target)(target, { signal, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
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
    });
    const connectTimer = setTimeout(
      () => request.destroy(new Error(`no connection within ${connectMs} ms`)),
      connectMs,
    );
    request.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => clearTimeout(connectTimer));
      else clearTimeout(connectTimer); // a kept-alive socket
    });
    request.on('error', (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    request.on('close', () => clearTimeout(connectTimer));
  });
}

/** @param {string} url @param {import('node:http').ServerResponse} res @param {(line: string) => void} warn */
export function proxyReleaseFile(url, res, warn) {
  const controller = new AbortController();
  const total = setTimeout(() => controller.abort(), INCLUDE_BOUNDS.totalMs);
  const target = new URL(url);
  const connectTimer = setTimeout(() => request.destroy(new Error('no connection')), INCLUDE_BOUNDS.connectMs);
  const request = getterFor(target)(
    target,
    { signal: controller.signal, headers: { 'Accept-Encoding': 'identity' } },
    (response) => {
      clearTimeout(connectTimer);
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': response.headers['content-type'] ?? 'application/octet-stream' };
      if (response.headers['cache-control']) headers['Cache-Control'] = response.headers['cache-control'];
      res.writeHead(response.statusCode ?? 502, headers);
      response.pipe(res);
      response.on('end', () => clearTimeout(total));
      response.on('error', () => res.destroy());
    },
  );
  request.on('error', (error) => {
    clearTimeout(connectTimer);
    clearTimeout(total);
    warn(`[release] ${url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) res.writeHead(504, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Remote timed out');
    else res.destroy();
  });
}
