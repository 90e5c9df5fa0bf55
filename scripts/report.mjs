#!/usr/bin/env node
// `npm run report`: the field data the collectors stored, per route and per remote
// release, printed, and written as a self-contained HTML report with charts.
//
//   npm run report                          npm start's data/beacons/*.jsonl (BEACON_DIR)
//   npm run report -- <file|dir> …          any of: JSON-lines files, nginx's beacon log
//                                           (/tmp/portfolio-nginx/logs/beacons.log), a D1 export of the
//                                           Worker's store (wrangler d1 execute … --json > export.json)
//   --html <file>                           where the HTML report goes (default field-report.html)
//
// Every line is checked again with the beacon schema (shared/build/beacon.mjs) before it counts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { beaconDir } from '../delivery/node/beaconCollector.mjs';
import { beaconBodiesFrom } from './lib/fieldReport.mjs';
import { printAndWriteReport } from './lib/fieldReportHtml.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { html: { type: 'string', default: 'field-report.html' } },
});
const inputs = positionals.length ? positionals : [beaconDir()];
const absent = inputs.find((path) => !existsSync(path));
if (absent) {
  console.error(`report: ${absent} does not exist (nothing collected yet? npm start writes ${beaconDir()})`);
  process.exit(1);
}
printAndWriteReport(beaconBodiesFrom(inputs).bodies, resolve(values.html));
