import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run test:edge`: the delivery modes that need no server of the project's own. The host
// Worker in workerd (edge.spec.ts) and the plain static host (static-host.spec.ts) start their
// own servers (port 4400 and free ports), one spec file at a time.
export default defineConfig({
  ...base,
  testMatch: ['edge.spec.ts', 'static-host.spec.ts', 'field-data-edge.spec.ts', 'canary-edge.spec.ts'],
  testIgnore: [],
  workers: 1,
  webServer: [],
});
