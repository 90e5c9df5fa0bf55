import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumOrExit } from './scripts/lib/findChromium.mjs';
import config from './shared/build/apps.json' with { type: 'json' };
import { baselineFolder, missingBaselinesLine, runsVisualSpec } from './e2e/support/visual';

// The project's one browser lookup (CHROMIUM_PATH, the system's, Playwright's, @sparticuz/chromium);
// with none that starts, one line says what was tried and how to fix it, and the run stops.
const executablePath = await chromiumOrExit();

// No visual baselines for this Chromium: its tests are skipped (e2e/support/visual.ts); one line
// says so, printed by the runner (workers load this file too: TEST_WORKER_INDEX is theirs).
const updating = process.argv.some((arg) => arg === '-u' || arg.startsWith('--update-snapshots'));
if (process.env.TEST_WORKER_INDEX === undefined && !updating && runsVisualSpec(process.argv)) {
  const line = missingBaselinesLine(executablePath);
  if (line) console.log(line);
}

export default defineConfig({
  testDir: './e2e',
  // deploy.spec.ts and field-data-deploy.spec.ts run against nginx only (playwright.deploy.config.ts);
  // the edge, static-host and field-data-edge specs start their own servers (playwright.edge.config.ts).
  testIgnore: [
    'deploy.spec.ts',
    'edge.spec.ts',
    'static-host.spec.ts',
    'field-data-deploy.spec.ts',
    'field-data-edge.spec.ts',
    'canary-edge.spec.ts',
    'canary-deploy.spec.ts',
    // The chaos suite serves its own site and faults (playwright.chaos.config.ts).
    'chaos/**',
    // The support modules' and the pseudo-locale check's unit tests run in Vitest.
    'support/*.test.ts',
    'pseudo-locale/**',
  ],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // The visual tests' baselines, one folder per Chromium build (e2e/support/visual.ts).
    toHaveScreenshot: { pathTemplate: `${baselineFolder(executablePath)}/{arg}{ext}` },
  },
  use: {
    baseURL: `http://localhost:${config.apps.host.preview}`,
    trace: 'off',
    // Playwright emulates a light preference by default; the site's default is dark.
    colorScheme: 'dark',
    launchOptions: {
      executablePath,
      // A page that a test fulfils itself (remoteDownForServer) has no address, so Chromium's
      // Local Network Access checks would count it public and refuse its loopback remotes. On the
      // real site every origin is public; only the tests' stand-in document needs this.
      args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  // The production build is made by `npm run test:e2e` before Playwright starts.
  webServer: [
    {
      command: 'node delivery/node/serve.mjs --no-form-service',
      url: `http://localhost:${config.apps.host.preview}/remotes.json`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      // The contact form's local form-service stand-in, writing to a test outbox (e2e/contact.spec.ts).
      command: 'node remote-contact/server/formService.mjs --port 4180',
      env: { FORM_OUTBOX: 'test-results/contact-outbox/messages.jsonl' },
      url: 'http://127.0.0.1:4180/health',
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
