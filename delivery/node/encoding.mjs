import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';

/** Compresses what leaves uncompressed; pages and precompressed files set Content-Encoding and pass through. */
export const compressOnTheFly = compression({ threshold: 0 });

/** @param {string} [acceptEncoding] @returns {'br' | 'gzip' | null} */
export function preferredEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)];
      }),
  );
  const wildcard = accepted.get('*');
  for (const encoding of /** @type {const} */ (['br', 'gzip'])) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return null;
}

/** A page is compressed once per output, so at the best quality. */
export const compressBest = {
  br: (/** @type {Buffer} */ body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (/** @type {Buffer} */ body) => promisify(gzip)(body, { level: 9 }),
};
