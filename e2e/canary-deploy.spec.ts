// Preview and canary on nginx: deploy.mjs's release, canary, preview and abort against the
// suite's running nginx (playwright.deploy.config.ts, `npm run test:deploy`, which prints one skip line
// where nginx is not installed). The split is split_clients; the releases of a page are nginx variables
// (delivery/nginx/releaseSelection.mjs). The shared tests: e2e/support/canary.ts; here, what only
// nginx has: the same arm as the JavaScript servers, abort and promote.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isOnCandidate, visitorKey } from '../delivery/core/canary.mjs';
import { describeCanary, measuredSplit, visitorAgent } from './support/canary';
import { expect, test } from './support/fixtures';

const HOST = 'http://localhost:8080';

function deploy(...args: string[]) {
  const result = spawnSync('node', ['delivery/nginx/deploy.mjs', ...args], { env: process.env, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

// One canary at a time on the one nginx: these tests run in order.
test.describe.configure({ mode: 'serial' });

describeCanary(
  {
    name: 'nginx',
    splitBy: 'split_clients',
    async start(candidateDist) {
      const release = deploy('release', 'skills', candidateDist);
      const remotes = JSON.parse(await (await fetch(`${HOST}/remotes.json`)).text()) as Record<string, string>;
      const stable = remotes.skills!;
      expect(deploy('canary', 'skills', release, '20')).toContain(`/${release}/remoteEntry.js`);
      const candidate = stable.replace(/[^/]+\/remoteEntry\.js$/, `${release}/remoteEntry.js`);
      return { host: HOST, remote: 'skills', route: '/skills', stable, candidate, release };
    },
    previewLink: (release) => deploy('preview', 'skills', release),
    stop() {
      // The other deploy tests keep the stable site.
      spawnSync('node', ['delivery/nginx/deploy.mjs', 'abort', 'skills'], { env: process.env });
    },
  },
  (current) => {
    test('split_clients and npm start/the Worker put a visitor in the same arm', async ({ request }) => {
      const { salt } = JSON.parse(
        await readFile(join(process.env.DEPLOY_PREFIX ?? '', 'sites', 'host', 'canary.json'), 'utf8'),
      ).skills as { salt: string };
      for (let index = 0; index < 100; index++) {
        const agent = visitorAgent('arms', index);
        const entry = (
          (await (await request.get(`${HOST}/remotes.json`, { headers: { 'User-Agent': agent } })).json()) as Record<
            string,
            string
          >
        ).skills;
        const expected = isOnCandidate(visitorKey({ address: '127.0.0.1', userAgent: agent }), { percent: 20, salt });
        expect(entry === current().candidate, agent).toBe(expected);
      }
    });

    test('abort leaves every visitor on stable; promote makes the candidate stable', async ({ request }) => {
      const canary = current();
      deploy('abort', 'skills');
      expect(await measuredSplit(request, canary, 200)).toBe(0);
      deploy('canary', 'skills', canary.release, '20');
      deploy('promote', 'skills');
      expect(await measuredSplit(request, canary, 200)).toBe(100);
      // Back to the stable release the other tests expect.
      deploy('point', 'skills', canary.stable.split('/').at(-2)!);
    });
  },
);
