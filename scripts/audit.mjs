// `npm run audit`: builds, serves the site (nginx on five origins when it is installed, `npm start`'s server otherwise)
// and prints one table per route: Lighthouse 12 mobile and desktop (median of --runs, default 3, with the spread),
// axe-core violations, Nu Html Checker errors on the rendered DOM, and the security-header grade. Every page of the
// site (the header's routes, then the other pages: /contact/sent, /resume) in each language (`/de/skills`); `--locale
// de` one language's; `--route /resume` one of them, or any page under a prefix a remote owns (`--route
// /writing/<slug>`). It prints figures; it fails only if it cannot run.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import config from '../shared/build/apps.json' with { type: 'json' };
import { localePathOf, prefixOwnerOf } from '../shared/build/apps.mjs';
import { launchChromium } from './lib/browser.mjs';
import { waitForUrl } from './lib/waitForUrl.mjs';
import { gradeHeaders } from './lib/headerGrade.mjs';
import { lighthouseMedian } from './lib/lighthouse.mjs';
import { HSTS } from '../delivery/core/securityHeaders.mjs';
import { findNginx } from './lib/systemSuite.mjs';
import { nuHtmlCheck } from './lib/nuHtmlChecker.mjs';
import { buildUnless, startServe } from './lib/servers.mjs';

const { values: args } = parseArgs({
  strict: false,
  options: {
    runs: { type: 'string' },
    route: { type: 'string' },
    locale: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs) || 3;
const ONLY = typeof args.route === 'string' ? [args.route] : null;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const hasNginx = findNginx() !== null;

async function serve() {
  if (hasNginx) {
    const env = { ...process.env, DEPLOY_PREFIX: join(tmpdir(), 'portfolio-audit') };
    const child = spawn('node', ['delivery/nginx/deploy.mjs', 'serve', '--fresh'], { stdio: 'ignore', env });
    await waitForUrl('http://localhost:8080/remotes.json');
    return { base: 'http://localhost:8080', server: 'nginx', stop: () => child.kill('SIGTERM') };
  }
  const { url, stop } = await startServe();
  return { base: url, server: 'npm start server', stop };
}

/** Rendered DOM of a page once the app is ready (and its remote section has arrived). */
async function renderedPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // A document page (a composed post or case study) is complete without the app (decision 0029).
  await page.waitForFunction(
    () => document.documentElement.dataset.appReady === 'true' || document.documentElement.dataset.boot === 'document',
  );
  await page
    .locator('[data-testid="section-skeleton"]')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => {});
  return page;
}

/** The pages audited: the header's routes and the other pages in each language (or `--locale`'s), or the one `--route` names. */
function auditedPages() {
  const locales = typeof args.locale === 'string' ? [args.locale] : config.locales;
  if (!config.locales.includes(locales[0])) {
    console.error(`audit: --locale ${locales[0]} is none of the site's languages: ${config.locales.join(', ')}`);
    process.exit(1);
  }
  const pages = locales.flatMap((locale) =>
    [...config.routes, ...config.pages].map((page) => ({ path: localePathOf(page.path, locale) })),
  );
  if (!ONLY) return pages;
  const chosen = pages.filter((page) => page.path === ONLY[0]);
  if (chosen.length === 0 && prefixOwnerOf(ONLY[0])) return [{ path: ONLY[0] }];
  if (chosen.length === 0) {
    console.error(
      `audit: --route ${ONLY[0]} is none of the site's pages: ${pages.map((page) => page.path).join(', ')}`,
    );
    process.exit(1);
  }
  return chosen;
}

async function headerGrade(url) {
  const response = await fetch(url);
  const headers = Object.fromEntries(response.headers.entries());
  // As if served over HTTPS: the HSTS header the HTTPS deployment adds (see README).
  return gradeHeaders({ ...headers, 'strict-transport-security': HSTS });
}

const fmt = {
  score: ({ median, spread }) => `${String(Math.round(median)).padStart(3)} ±${Math.round(spread)}`,
  ms: ({ median, spread }) => `${Math.round(median)} ms ±${Math.round(spread)}`,
  cls: ({ median, spread }) => `${median.toFixed(3)} ±${spread.toFixed(3)}`,
  kb: ({ median }) => `${(median / 1024).toFixed(0)} KB`,
};

async function main() {
  const routes = auditedPages();
  buildUnless(args['no-build']);
  const { base, server, stop } = await serve();
  const scratch = await mkdtemp(join(tmpdir(), 'audit-'));
  const browser = await launchChromium();
  console.log(`Audit of ${base} (${server}); Lighthouse 12, median of ${RUNS} runs ±spread\n`);
  try {
    const dom = {};
    const axe = {};
    for (const route of routes) {
      const page = await renderedPage(browser, base + route.path);
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      axe[route.path] = violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
      dom[route.path] = join(scratch, `${route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '-')}.html`);
      await writeFile(
        dom[route.path],
        `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`,
      );
      await page.context().close();
    }
    const html = nuHtmlCheck(Object.values(dom));
    if (!html.ran) console.log(`${html.line}\n`);
    for (const route of routes) {
      const url = base + route.path;
      const mobile = await lighthouseMedian(url, { runs: RUNS, formFactor: 'mobile' });
      const desktop = await lighthouseMedian(url, { runs: RUNS, formFactor: 'desktop' });
      const grade = await headerGrade(url);
      const rows = [
        ['', 'mobile', 'desktop'],
        ['performance', fmt.score(mobile.scores.performance), fmt.score(desktop.scores.performance)],
        ['accessibility', fmt.score(mobile.scores.accessibility), fmt.score(desktop.scores.accessibility)],
        ['best practices', fmt.score(mobile.scores['best-practices']), fmt.score(desktop.scores['best-practices'])],
        ['SEO', fmt.score(mobile.scores.seo), fmt.score(desktop.scores.seo)],
        ['FCP', fmt.ms(mobile.metrics.fcp), fmt.ms(desktop.metrics.fcp)],
        ['LCP', fmt.ms(mobile.metrics.lcp), fmt.ms(desktop.metrics.lcp)],
        ['TBT', fmt.ms(mobile.metrics.tbt), fmt.ms(desktop.metrics.tbt)],
        ['CLS', fmt.cls(mobile.metrics.cls), fmt.cls(desktop.metrics.cls)],
        ['transferred', fmt.kb(mobile.metrics.bytes), fmt.kb(desktop.metrics.bytes)],
      ];
      console.log(`## ${route.path}`);
      for (const [label, a, b] of rows) console.log(`| ${label.padEnd(15)} | ${a.padEnd(16)} | ${b.padEnd(16)} |`);
      console.log(`| axe violations  | ${axe[route.path].length ? axe[route.path].join(', ') : 0}`);
      const errors = html.ran ? (html.errors[dom[route.path]] ?? []) : null;
      if (!errors) console.log('| HTML errors     | not checked (no Nu Html Checker: see above)');
      else
        console.log(`| HTML errors     | ${errors.length}${errors.length ? `: ${errors.slice(0, 5).join('; ')}` : ''}`);
      console.log(`| header grade    | ${grade.grade} (${grade.score})`);
      const failing = [...new Set([...mobile.failing, ...desktop.failing])];
      if (failing.length) console.log(`| failing audits  | ${failing.join(', ')}`);
      console.log('');
    }
  } finally {
    await browser.close();
    stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
