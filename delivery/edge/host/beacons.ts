// The host Worker's beacon collector (decision 0017: D1): POST /_beacon, checked with the beacon
// schema and stored one row per beacon. Without a BEACONS binding there is no collector and the
// pages send nothing. Export for `npm run report`:
//   npx wrangler d1 execute portfolio-beacons --remote --json --command "SELECT body FROM beacons" > beacons.json
import { MAX_BEACON_BYTES, parseBeacon } from '../../../shared/build/beacon.mjs';
import { createRateLimit, rateFromEnv } from '../../core/beaconRateLimit.mjs';

export interface BeaconEnv {
  BEACONS?: D1Database;
  /** Beacons a minute per client (default delivery/core/beaconRateLimit.mjs's). */
  BEACON_RATE_PER_MINUTE?: string;
}

const DRAIN_LIMIT_BYTES = 64 * 1024;
const CONTENT_TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;
const BEACON_TABLE_SQL = 'CREATE TABLE IF NOT EXISTS beacons (id INTEGER PRIMARY KEY, body TEXT NOT NULL)';

// Per isolate, in memory: a random salt that never leaves it, and the buckets keyed by a keyed hash.
let limiter: ReturnType<typeof createRateLimit> | null = null;
let saltKey: Promise<CryptoKey> | null = null;
let tableReady: Promise<unknown> | null = null;

async function clientKey(address: string): Promise<string> {
  saltKey ??= crypto.subtle.importKey(
    'raw',
    crypto.getRandomValues(new Uint8Array(32)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', await saltKey, new TextEncoder().encode(address));
  return btoa(String.fromCharCode(...new Uint8Array(mac).slice(0, 16)));
}

/** The body, read up to the cap (null past it, however the client declared its length). */
async function boundedBody(request: Request): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > DRAIN_LIMIT_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= MAX_BEACON_BYTES) chunks.push(value);
    // Past the cap the rest is read and dropped (a cancelled upload resets the client's connection
    // before it reads the 400), up to a point where a reset is what the client has earned.
    else if (size > DRAIN_LIMIT_BYTES) {
      await reader.cancel();
      return null;
    }
  }
  if (size > MAX_BEACON_BYTES) return null;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function handleBeacon(
  request: Request,
  env: BeaconEnv,
  common: Record<string, string>,
): Promise<Response> {
  const answer = (status: number, text?: string, extra: Record<string, string> = {}) =>
    new Response(text ?? null, {
      status,
      headers: {
        ...common,
        'Cache-Control': 'no-store',
        ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
        ...extra,
      },
    });
  if (!env.BEACONS) return answer(404, 'Not found');
  if (request.method !== 'POST') return answer(405, 'POST only', { Allow: 'POST' });
  limiter ??= createRateLimit(rateFromEnv({ BEACON_RATE_PER_MINUTE: env.BEACON_RATE_PER_MINUTE }));
  if (!limiter.take(await clientKey(request.headers.get('cf-connecting-ip') ?? '')))
    return answer(429, 'Too many beacons');
  if (!CONTENT_TYPES.test(request.headers.get('content-type') ?? ''))
    return answer(400, 'content type: text/plain or application/json');
  const body = await boundedBody(request);
  if (!body) return answer(400, `larger than ${MAX_BEACON_BYTES} bytes`);
  const result = parseBeacon(body);
  if (result.problem !== undefined) return answer(400, result.problem);
  tableReady ??= env.BEACONS.prepare(BEACON_TABLE_SQL).run();
  await tableReady;
  await env.BEACONS.prepare('INSERT INTO beacons (body) VALUES (?)').bind(JSON.stringify(result.beacon)).run();
  return answer(204);
}
