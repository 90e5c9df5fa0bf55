// Field data on nginx (npm run test:deploy): nginx refuses what it checks itself (method,
// content type, size, flood), njs checks the rest with the beacon schema (parseBeacon, bundled by
// delivery/nginx/deploy.mjs), and only an accepted beacon's body reaches logs/beacons.log.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BAD_BEACONS, goodBeacon } from '../shared/build/beaconFixtures';
import { parseBeacon } from '../shared/build/beacon.mjs';
import { consecutivePorts } from '../shared/build/appPorts.mjs';
import { beaconBodiesIn } from '../scripts/lib/fieldReport.mjs';
import { badBeaconStatuses, floodUntilRefused, hideAndWatchBeacons, TEXT, visitAndLeave } from './support/beacons';
import { expect, test } from './support/fixtures';

const HOST = 'http://localhost:8080';
const LOG = join(process.env.DEPLOY_PREFIX ?? '/tmp/portfolio-nginx-e2e', 'logs', 'beacons.log');
const logText = () => (existsSync(LOG) ? readFileSync(LOG, 'utf8') : '');
/** nginx writes the log line as the request ends: a moment for the last ones to land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/**
 * The bodies logged since `before` (an offset in the log). Other specs' pages may send beacons to
 * this deploy meanwhile (the suite runs two workers), so the tests look for their own bodies.
 */
const loggedSince = (before: number) => beaconBodiesIn(logText().slice(before));

test.describe.configure({ mode: 'serial' });

test.describe('nginx beacon collector (njs)', () => {
  test('a visitor’s beacon is accepted and logged as its body alone', async ({ page }) => {
    const before = logText().length;
    const sent = await visitAndLeave(page, HOST);
    await expect.poll(() => loggedSince(before)).toContain(sent); // a line is the body, nothing around it
    expect(logText().slice(before), 'no address, time or header in the log').not.toMatch(
      /127\.0\.0\.1|localhost|Mozilla|\d{2}:\d{2}:\d{2}/,
    );
  });

  test('every bad kind is refused (400 with the schema’s reason; 405, 413 where nginx answers) and none is logged', async ({
    request,
  }) => {
    const before = logText().length;
    const statuses = await badBeaconStatuses(request, `${HOST}/_beacon`);
    const expected: Record<string, number> = Object.fromEntries(BAD_BEACONS.map(({ name }) => [name, 400]));
    expected['too large (padding in a known field)'] = 413; // client_max_body_size, before njs
    expected['GET'] = 405;
    expected['form content type'] = 400;
    expect(statuses).toEqual(expected);
    // The 400s for a body are njs's: parseBeacon's reason, word for word.
    const notJson = BAD_BEACONS.find(({ name }) => name === 'not JSON')!.body;
    const refused = await request.post(`${HOST}/_beacon`, { headers: TEXT, data: notJson });
    expect([refused.status(), await refused.text()]).toEqual([400, parseBeacon(notJson).problem]);
    await settle();
    const logged = loggedSince(before);
    expect(logged.filter((body) => parseBeacon(body).problem !== undefined)).toEqual([]);
    expect(logged.filter((body) => BAD_BEACONS.some((bad) => bad.body === body))).toEqual([]);
  });

  test('a flood from one client is cut off with 429, and only what was accepted is logged', async ({ request }) => {
    const before = logText().length;
    const statuses = await floodUntilRefused(request, `${HOST}/_beacon`);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
    await settle();
    const logged = loggedSince(before).filter((body) => body === JSON.stringify(goodBeacon()));
    expect(logged).toHaveLength(statuses.filter((status) => status === 204).length);
  });
});

test.describe('nginx without its njs module', () => {
  test('the deploy has no collector and says so: no Server-Timing: beacon, a visit sends nothing, /_beacon is a 404', async ({
    page,
    request,
  }) => {
    // A deploy of its own (ports from 8100, one per app, its own prefix) told the module is not there.
    const prefix = await mkdtemp(join(tmpdir(), 'nginx-no-njs-'));
    await chmod(prefix, 0o755); // nginx's workers read the sites in it
    const env = {
      ...process.env,
      DEPLOY_PREFIX: prefix,
      DEPLOY_PORTS: Object.values(consecutivePorts(8100, { below: 8110 })).join(','),
      NJS_MODULE: join(prefix, 'ngx_http_js_module.so'),
    };
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    try {
      const started = spawnSync('node', ['delivery/nginx/deploy.mjs', 'start', '--fresh'], { env, encoding: 'utf8' });
      expect(started.status, started.stderr).toBe(0);
      expect(started.stdout).toContain('beacons   none: nginx has no njs module, so no field data is collected');
      const response = await page.goto('http://localhost:8100/education');
      expect(response?.headers()['server-timing']).toBeUndefined();
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)));
      expect(await hideAndWatchBeacons(page)).toEqual([]);
      expect(requested.filter((path) => /measure-|_beacon/.test(path))).toEqual([]);
      const posted = await request.post('http://localhost:8100/_beacon', {
        headers: TEXT,
        data: JSON.stringify(goodBeacon()),
      });
      expect(posted.status()).toBe(404);
      expect(existsSync(join(prefix, 'logs', 'beacons.log'))).toBe(false);
    } finally {
      spawnSync('node', ['delivery/nginx/deploy.mjs', 'stop'], { env });
      await rm(prefix, { recursive: true, force: true });
    }
  });
});
