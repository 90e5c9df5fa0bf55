import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:deploy`: the parts of the e2e suite that depend on how the site is
// served, run against nginx (delivery/nginx/deploy.mjs) on ports 8080-8083 instead of `npm start`.
process.env.E2E_TARGET = 'deploy';
process.env.DEPLOY_PREFIX ??= '/tmp/portfolio-nginx-e2e';
// 600 beacons a minute per client (burst 300): the bad-beacon test stays under it, the flood test does not.
// Set for every deploy.mjs the specs run: each re-point writes nginx's configuration again from the environment.
process.env.BEACON_RATE_PER_MINUTE = '600';

export default defineConfig({
  ...base,
  testMatch: [
    'shell.spec.ts',
    'remotes.spec.ts',
    'a11y.spec.ts',
    'deploy.spec.ts',
    'composition.spec.ts',
    // The remotes' path prefixes (/writing, its posts, tags and feed, the case studies): nginx composes them too.
    'prefixes.spec.ts',
    'field-data-deploy.spec.ts',
    'canary-deploy.spec.ts',
  ],
  testIgnore: [],
  use: { ...base.use, baseURL: 'http://localhost:8080' },
  // Three stages on the one nginx, so that no reload falls in the beacon collector's spec (a reload
  // drops the keep-alive connections of its flood). The canary spec re-points and reloads nginx, and
  // its visitors' beacons count against the rate limit the collector's spec checks: it runs last.
  projects: [
    { ...base.projects![0], testIgnore: ['canary-deploy.spec.ts', 'field-data-deploy.spec.ts'] },
    { ...base.projects![0], name: 'beacons', testMatch: ['field-data-deploy.spec.ts'], dependencies: ['desktop'] },
    { ...base.projects![0], name: 'canary', testMatch: ['canary-deploy.spec.ts'], dependencies: ['beacons'] },
  ],
  webServer: [
    {
      command: 'node delivery/nginx/deploy.mjs serve --fresh',
      url: 'http://localhost:8080/remotes.json',
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { DEPLOY_PREFIX: process.env.DEPLOY_PREFIX, BEACON_RATE_PER_MINUTE: process.env.BEACON_RATE_PER_MINUTE },
    },
  ],
});
