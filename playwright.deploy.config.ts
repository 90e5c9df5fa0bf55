import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:deploy`: the parts of the e2e suite that depend on how the site is
// served, run against nginx (delivery/nginx/deploy.mjs) on ports 8080-8083 instead of `npm start`.
process.env.E2E_TARGET = 'deploy';
process.env.DEPLOY_PREFIX ??= '/tmp/portfolio-nginx-e2e';

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
  // The canary spec re-points and reloads the one nginx (a candidate, then abort) and sends its
  // visitors from the address the beacon collector's rate limit counts: it runs once the rest is done.
  projects: [
    { ...base.projects![0], testIgnore: ['canary-deploy.spec.ts'] },
    { ...base.projects![0], name: 'canary', testMatch: ['canary-deploy.spec.ts'], dependencies: ['desktop'] },
  ],
  webServer: [
    {
      command: 'node delivery/nginx/deploy.mjs serve --fresh',
      url: 'http://localhost:8080/remotes.json',
      reuseExistingServer: false,
      stdout: 'ignore',
      // 600 beacons a minute per client (burst 300): the bad-beacon test stays under it, the flood test does not.
      env: { DEPLOY_PREFIX: process.env.DEPLOY_PREFIX, BEACON_RATE_PER_MINUTE: '600' },
    },
  ],
});
