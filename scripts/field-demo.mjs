#!/usr/bin/env node
// `npm run demo:field [-- --visits 120 --no-build --keep]`: field data in one step. Serves the build with `npm start`'s
// server code (its beacon collector writing to a fresh folder), drives a few hundred page views through Chromium
// (direct loads, client-side navigations, back steps; desktop and mobile), stops the projects remote for the middle
// third (its sections fall back or come stale; some visitors press Retry), then prints the report and writes
// field-report.html. Runs on npm start's ports (stop `npm start` first).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { devices } from '@playwright/test';
import config from '../shared/build/apps.json' with { type: 'json' };
import { launchChromium } from './lib/browser.mjs';
import { beaconBodiesFrom } from './lib/fieldReport.mjs';
import { printAndWriteReport } from './lib/fieldReportHtml.mjs';
import { demoCollector, measuringFetched, serveDemoSite } from './lib/demoSite.mjs';
import { buildUnless } from './lib/servers.mjs';

const { values: args } = parseArgs({
  options: {
    visits: { type: 'string', default: '120' },
    parallel: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    html: { type: 'string', default: 'field-report.html' },
  },
});
const visits = Number(args.visits);
const parallel = Number(args.parallel);

buildUnless(args['no-build']);

// The site, as `npm start` serves it, in this process: so one remote can be stopped and started again.
const beaconDir = mkdtempSync(join(tmpdir(), 'field-demo-'));
const site = await serveDemoSite({ beacons: demoCollector(beaconDir) });
const origin = site.origin;
const ROUTES = config.routes.map((route) => route.path);
/** A small deterministic generator, so two runs drive the same visits. */
let seed = 31;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

let views = 0;
let retries = 0;
/** One visitor: a direct load, up to two client-side navigations, sometimes a back step, then leaves. */
async function visit(browser, index) {
  const mobile = index % 3 === 0;
  const context = await browser.newContext(
    mobile ? { ...devices['Pixel 7'] } : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${pick(ROUTES)}`);
    await page.waitForLoadState('load');
    views++;
    await measuringFetched(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
    const steps = Math.floor(random() * 3);
    for (let step = 0; step < steps; step++) {
      const here = new URL(page.url()).pathname;
      const label = pick(config.routes.filter((route) => route.path !== here).map((route) => route.label));
      // On a phone the header's entries are in the menu (a popover).
      if (mobile) await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator(`header a:visible:text-is("${label}")`).first().click();
      await page.waitForURL((url) => url.pathname !== here);
      views++;
      await page.waitForTimeout(1300);
    }
    if (steps > 0 && random() < 0.3) {
      await page.goBack();
      views++;
      await page.waitForTimeout(1300);
    }
    const retry = page.getByRole('button', { name: 'Retry' });
    if ((await retry.count()) > 0 && random() < 0.5) {
      await retry.first().click();
      retries++;
      await page.waitForTimeout(1500);
    }
  } catch (error) {
    console.warn(`  visit ${index}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    // Closing the tab is leaving: pagehide, and the beacon.
    await page.close({ runBeforeUnload: true });
    await context.close();
  }
}

const browser = await launchChromium();
const stopAt = Math.floor(visits / 3);
const startAt = Math.floor((2 * visits) / 3);
let next = 0;
let stopped = false;
async function worker() {
  while (next < visits) {
    const index = next++;
    if (index === stopAt && !stopped) {
      stopped = true;
      console.log(`  visit ${index}: projects remote stopped`);
      await site.stop('projects');
    }
    if (index === startAt && !site.running('projects')) {
      console.log(`  visit ${index}: projects remote started again`);
      await site.start('projects');
    }
    await visit(browser, index);
    if ((index + 1) % 20 === 0) console.log(`  ${index + 1}/${visits} visits`);
  }
}
console.log(`Driving ${visits} visits (${parallel} at a time) through Chromium against ${origin} ...`);
await Promise.all(Array.from({ length: parallel }, worker));
await browser.close();
await new Promise((resolve) => setTimeout(resolve, 1000)); // the last beacons in flight
await site.stopAll();

console.log(`\n${views} page views driven, ${retries} Retry presses; stored in ${beaconDir}\n`);
printAndWriteReport(beaconBodiesFrom([beaconDir]).bodies, args.html);
if (!args.keep) rmSync(beaconDir, { recursive: true, force: true });
