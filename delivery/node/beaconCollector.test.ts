import { createServer, request, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BAD_BEACONS, goodBeacon } from '../../shared/build/beaconFixtures';
import { createRateLimit } from '../core/beaconRateLimit.mjs';
import { createBeaconCollector, type BeaconCollector } from './beaconCollector.mjs';

let dir: string;
let server: Server;
let collector: BeaconCollector;

async function start(options: Parameters<typeof createBeaconCollector>[0] = {}) {
  collector = createBeaconCollector({ dir, name: 'beacons-test', ...options });
  server = createServer((req, res) => collector.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function post(
  body: string,
  { method = 'POST', type = 'text/plain;charset=UTF-8', headers = {} as Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/_beacon', method, headers: { 'Content-Type': type, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : body);
  });
}

const stored = () => (existsSync(collector.file) ? readFileSync(collector.file, 'utf8') : '');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'beacons-'));
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("npm start's beacon collector", () => {
  it('stores a good beacon as one JSON line and answers 204', async () => {
    await start();
    expect(await post(JSON.stringify(goodBeacon()))).toEqual({ status: 204, text: '' });
    expect(stored()).toBe(`${JSON.stringify(goodBeacon())}\n`);
  });

  it.each(BAD_BEACONS)('answers $name with 400 and stores nothing', async ({ body }) => {
    await start();
    const { status, text } = await post(body);
    expect(status).toBe(400);
    expect(text).not.toBe('');
    expect(stored()).toBe('');
  });

  it('refuses another method (405), another content type and an oversized declared length (400)', async () => {
    await start();
    expect((await post('', { method: 'GET' })).status).toBe(405);
    expect((await post(JSON.stringify(goodBeacon()), { type: 'application/x-www-form-urlencoded' })).status).toBe(400);
    expect((await post(JSON.stringify(goodBeacon()), { type: 'multipart/form-data; boundary=x' })).status).toBe(400);
    expect(stored()).toBe('');
  });

  it('cuts a flood from one client off with 429, storing none of what it refused', async () => {
    let now = 0;
    await start({ rateLimit: createRateLimit({ burst: 3, perMinute: 60, now: () => now }) });
    const statuses = [];
    for (let index = 0; index < 6; index++) statuses.push((await post(JSON.stringify(goodBeacon()))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429, 429]);
    now += 1000; // one token a second
    expect((await post(JSON.stringify(goodBeacon()))).status).toBe(204);
    // What is on disk is the beacons only, as sent: no address, no hash, no time.
    expect(stored()).toBe(`${JSON.stringify(goodBeacon())}\n`.repeat(4));
  });

  it('rotates the file past its cap and keeps a bounded number of old ones', async () => {
    const line = `${JSON.stringify(goodBeacon())}\n`;
    await start({ maxFileBytes: line.length * 2, keep: 2 });
    for (let index = 0; index < 9; index++) expect((await post(line.trim())).status).toBe(204);
    expect(readdirSync(dir).sort()).toEqual(['beacons-test.1.jsonl', 'beacons-test.2.jsonl', 'beacons-test.jsonl']);
    for (const file of readdirSync(dir))
      expect(readFileSync(join(dir, file), 'utf8').length).toBeLessThanOrEqual(line.length * 2);
  });
});

describe('the rate limit', () => {
  it('refills over time up to its burst, per key', () => {
    let now = 0;
    const limit = createRateLimit({ burst: 2, perMinute: 6, now: () => now });
    expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('b')]).toEqual([true, true, false, true]);
    now += 10_000;
    expect([limit.take('a'), limit.take('a')]).toEqual([true, false]);
    now += 3_600_000;
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false]);
  });
});
