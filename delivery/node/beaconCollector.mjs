// `npm start`'s beacon collector (decisions 0016, 0017): one JSON-lines file per worker, so no two processes share one.
import cluster from 'node:cluster';
import { createHmac, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAX_BEACON_BYTES, parseBeacon } from '../../shared/build/beacon.mjs';
import { createRateLimit, rateFromEnv } from '../core/beaconRateLimit.mjs';

const BEACON_FILE_BYTES = 5 * 1024 * 1024;
const BEACON_FILES_KEPT = 3;
/** Bodies sendBeacon sends for a string (text/plain) or a JSON Blob; anything else is refused. */
const CONTENT_TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

/** Past the cap, a body this small is read and dropped (a reset would hide the 400); a bigger one is cut. */
const DRAIN_LIMIT_BYTES = 64 * 1024;
function dropRest(req, declared) {
  if (declared > DRAIN_LIMIT_BYTES) req.destroy();
  else req.resume();
}

/** @param {Record<string, string | undefined>} [env] */
export function beaconDir(env = process.env) {
  return resolve(env.BEACON_DIR || join('data', 'beacons'));
}

/**
 * @typedef {object} BeaconCollector @property {string} file
 * @property {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handle
 */

/**
 * @param {object} [options] @param {string} [options.dir]
 * @param {string} [options.name] the file's name without `.jsonl` (default beacons-<worker id>)
 * @param {number} [options.maxFileBytes] @param {number} [options.keep] rotated files kept
 * @param {{ take(key: string): boolean }} [options.rateLimit] @returns {BeaconCollector}
 */
export function createBeaconCollector({
  dir = beaconDir(),
  name = `beacons-${cluster.isWorker ? cluster.worker?.id : 0}`,
  maxFileBytes = BEACON_FILE_BYTES,
  keep = BEACON_FILES_KEPT,
  rateLimit = createRateLimit(rateFromEnv()),
} = {}) {
  const salt = randomBytes(32);
  const file = join(dir, `${name}.jsonl`);
  const rotated = (index) => join(dir, `${name}.${index}.jsonl`);

  function append(line) {
    mkdirSync(dir, { recursive: true });
    const size = existsSync(file) ? statSync(file).size : 0;
    if (size > 0 && size + Buffer.byteLength(line) > maxFileBytes) {
      rmSync(rotated(keep), { force: true });
      for (let index = keep - 1; index >= 1; index--)
        if (existsSync(rotated(index))) renameSync(rotated(index), rotated(index + 1));
      renameSync(file, rotated(1));
    }
    appendFileSync(file, line);
  }

  /** @param {number} status @param {string} [text] */
  function answer(res, status, text) {
    res.setHeader('Cache-Control', 'no-store');
    if (text === undefined) res.writeHead(status).end();
    else res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
  }

  return {
    file,
    handle(req, res) {
      if (req.method !== 'POST') {
        res.setHeader('Allow', 'POST');
        answer(res, 405, 'POST only');
        req.resume();
        return;
      }
      const client = createHmac('sha256', salt)
        .update(req.socket.remoteAddress ?? '')
        .digest('base64url')
        .slice(0, 22);
      if (!rateLimit.take(client)) {
        answer(res, 429, 'Too many beacons');
        req.resume();
        return;
      }
      if (!CONTENT_TYPES.test(req.headers['content-type'] ?? '')) {
        answer(res, 400, 'content type: text/plain or application/json');
        req.resume();
        return;
      }
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_BEACON_BYTES) {
        answer(res, 400, `larger than ${MAX_BEACON_BYTES} bytes`);
        dropRest(req, declared);
        return;
      }
      const chunks = [];
      let bytes = 0;
      let done = false;
      req.on('data', (chunk) => {
        if (done) return;
        bytes += chunk.length;
        if (bytes > MAX_BEACON_BYTES) {
          done = true;
          answer(res, 400, `larger than ${MAX_BEACON_BYTES} bytes`);
          dropRest(req, declared);
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => {
        if (done) return;
        done = true;
        const result = parseBeacon(new Uint8Array(Buffer.concat(chunks)));
        if (result.problem !== undefined) {
          answer(res, 400, result.problem);
          return;
        }
        try {
          append(`${JSON.stringify(result.beacon)}\n`);
          answer(res, 204);
        } catch (error) {
          process.stderr.write(`[beacon] ${error instanceof Error ? error.message : String(error)}\n`);
          answer(res, 503, 'Not stored');
        }
      });
      req.on('error', () => {
        done = true;
      });
    },
  };
}
