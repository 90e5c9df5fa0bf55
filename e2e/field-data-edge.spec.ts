// Field data on the host Worker in workerd (npm run test:edge): beacons stored in a real
// D1 database (Miniflare's, SQLite), bad ones refused with 400 and not stored, a flood cut off.
import { EDGE_PORT, startHostWorker } from '../delivery/edge/start.mjs';
import { createComposer } from '../delivery/node/composer.mjs';
import { badBeaconStatuses, floodUntilRefused, hideAndWatchBeacons, visitAndLeave } from './support/beacons';
import { expect, test } from './support/fixtures';
import { close, listen } from './support/servers';

const PORT = EDGE_PORT + 1; // edge.spec.ts has EDGE_PORT
const HOST = `http://127.0.0.1:${PORT}`;
let worker: Awaited<ReturnType<typeof startHostWorker>>;

async function storedBodies(): Promise<string[]> {
  const db = await worker.mf.getD1Database('BEACONS');
  try {
    const { results } = await db.prepare('SELECT body FROM beacons ORDER BY id').all<{ body: string }>();
    return results.map((row) => row.body);
  } catch {
    return []; // no table yet: nothing stored
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // 600 a minute (burst 300): the bad-input test stays under the limit, the flood test does not.
  worker = await startHostWorker({ port: PORT, vars: { BEACON_RATE_PER_MINUTE: '600' }, onLog: () => {} });
});
test.afterAll(async () => worker?.dispose());

test.describe('the Worker’s beacon store (D1)', () => {
  test('a visitor’s beacon is stored, once, as sent', async ({ page }) => {
    const sent = await visitAndLeave(page, HOST);
    await expect.poll(storedBodies).toEqual([sent]);
  });

  test('bad beacons get 400 (405 for another method) and nothing is stored', async ({ request }) => {
    const before = await storedBodies();
    const statuses = await badBeaconStatuses(request, `${HOST}/_beacon`);
    expect(Object.entries(statuses).filter(([name, status]) => status !== (name === 'GET' ? 405 : 400))).toEqual([]);
    expect(await storedBodies()).toEqual(before);
  });

  test('a flood from one client is cut off with 429, and only what was accepted is stored', async ({ request }) => {
    const before = (await storedBodies()).length;
    const statuses = await floodUntilRefused(request, `${HOST}/_beacon`);
    const accepted = statuses.filter((status) => status === 204).length;
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await storedBodies()).length).toBe(before + accepted);
  });
});

test.describe('a host without a collector (a static host)', () => {
  test('its pages fetch no measuring code and send nothing: no 404 noise', async ({ page }) => {
    const server = createComposer({ dir: 'host' }); // no beacons: no collector
    const port = await listen(server);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      const response = await page.goto(`http://127.0.0.1:${port}/education`);
      expect(response?.headers()['server-timing']).toBeUndefined();
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
      expect(await hideAndWatchBeacons(page)).toEqual([]);
      expect(requested.filter((path) => /measure-|_beacon/.test(path))).toEqual([]);
    } finally {
      await close(server);
    }
  });
});
