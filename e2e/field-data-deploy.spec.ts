// Field data on nginx (issue 31; npm run test:deploy): the deploy logs each beacon's body to its own
// log, refuses what nginx can check (method, content type, size, flood), and `npm run report` counts
// only the lines the beacon schema accepts.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { BAD_BEACONS, goodBeacon } from '../shared/build/beaconFixtures';
import { acceptedBeacons, beaconBodiesIn } from '../scripts/lib/fieldReport.mjs';
import { badBeaconStatuses, floodUntilRefused, TEXT } from './support/beacons';
import { expect, test } from './support/fixtures';

const HOST = 'http://localhost:8080';
const LOG = join(process.env.DEPLOY_PREFIX ?? '/tmp/portfolio-nginx-e2e', 'logs', 'beacons.log');
const logText = () => (existsSync(LOG) ? readFileSync(LOG, 'utf8') : '');

test.describe.configure({ mode: 'serial' });

test.describe('nginx beacon log', () => {
  test('pages say a collector exists; a good beacon is logged as its body alone', async ({ request }) => {
    expect((await request.get(`${HOST}/skills`)).headers()['server-timing']).toBe('beacon');
    const before = logText().length;
    const beacon = goodBeacon();
    const response = await request.post(`${HOST}/_beacon`, { headers: TEXT, data: JSON.stringify(beacon) });
    expect(response.status()).toBe(204);
    await expect.poll(() => logText().length).toBeGreaterThan(before);
    const added = logText().slice(before);
    expect(acceptedBeacons(beaconBodiesIn(added))).toEqual({ beacons: [beacon], refused: 0 });
    expect(added, 'no address, time or header in the log').not.toMatch(
      /127\.0\.0\.1|localhost|Mozilla|\d{2}:\d{2}:\d{2}/,
    );
  });

  test('bad beacons: what nginx can check is refused unlogged, and the report counts none of the rest', async ({
    request,
  }) => {
    const before = logText().length;
    const statuses = await badBeaconStatuses(request, `${HOST}/_beacon`);
    expect(statuses['empty body']).toBe(204); // nothing to log: not logged
    expect(statuses['too large (padding in a known field)']).toBe(413);
    expect(statuses['GET']).toBe(405);
    expect(statuses['form content type']).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { beacons, refused } = acceptedBeacons(beaconBodiesIn(logText().slice(before)));
    expect(beacons).toEqual([]);
    expect(refused).toBe(BAD_BEACONS.length - 2); // all but the empty and the oversized one reached the log
  });

  test('a flood from one client is cut off with 429', async ({ request }) => {
    const statuses = await floodUntilRefused(request, `${HOST}/_beacon`);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
  });
});
