// `npm run test:deploy`: the e2e specs that depend on how the site is served, against nginx on four
// origins (playwright.deploy.config.ts); without nginx or its njs module, the system-package rule
// (systemSuite.mjs). `--no-build` uses the current build; other arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { njsModule } from '../delivery/nginx/njsModule.mjs';
import { deploySuiteNeeds, findNginx, systemSuiteDecision } from './lib/systemSuite.mjs';

const nginx = findNginx();
const decision = systemSuiteDecision({ suite: 'test:deploy', ...deploySuiteNeeds({ nginx, njsModule: njsModule() }) });
if (decision.action !== 'run') {
  console.error(decision.line);
  process.exit(decision.action === 'fail' ? 1 : 0);
}

const forwarded = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const steps = [
  ...(forwarded.length === process.argv.length - 2 ? [['npm', 'run', 'build']] : []),
  ['npx', 'playwright', 'test', '-c', 'playwright.deploy.config.ts', ...forwarded],
];
for (const [command, ...args] of steps) {
  const result = spawnSync(/** @type {string} */ (command), args, {
    stdio: 'inherit',
    env: { ...process.env, NGINX_BIN: /** @type {string} */ (nginx) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
