import { randomInt } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The chaos suite (e2e/chaos/): `npm run test:chaos` is every fault kind once (the tests tagged
// @short; part of `npm test`), `npm run chaos` builds and runs all of CHAOS_NAVIGATIONS (60).
// The seed is chosen here, once, so the runner and its workers plan the same run; CHAOS_SEED replays one.
process.env.CHAOS_SEED ||= String(randomInt(1, 2 ** 31 - 1));

export default defineConfig({
  ...base,
  testDir: './e2e/chaos',
  testMatch: 'chaos.spec.ts',
  testIgnore: [],
  // The site on free ports of its own (e2e/chaos/site.ts), so the suite runs beside the others.
  globalSetup: './e2e/chaos/site.ts',
  webServer: [],
  // A chaos run is not retried: a navigation that fails once is what it is there to find.
  retries: 0,
  workers: 2,
  timeout: 120_000,
  globalTimeout: 40 * 60_000,
  reporter: [['list'], ['./e2e/chaos/summary.ts']],
  // Every request must reach the routes: no service worker answers in between.
  use: { ...base.use, baseURL: undefined, serviceWorkers: 'block' },
});
