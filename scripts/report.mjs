#!/usr/bin/env node
// `npm run report [-- <file|dir> …] [--html <file>]`: the field data the collectors stored (npm start's BEACON_DIR
// unless named: JSON lines, nginx's beacon log, a D1 export), per route and per remote release, printed and written as
// a self-contained HTML report with charts (docs/field-data.md). Every line is checked again with the beacon schema.
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
