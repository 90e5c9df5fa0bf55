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
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beaconDir } from '../delivery/node/beaconCollector.mjs';
import { beaconBodiesIn } from './lib/fieldReport.mjs';
import { printAndWriteReport } from './lib/fieldReportHtml.mjs';

let htmlFile = resolve('field-report.html');
const sources = [];
for (let args = process.argv.slice(2); args.length;) {
  const arg = args.shift();
  if (arg === '--html') htmlFile = resolve(args.shift() ?? htmlFile);
  else sources.push(arg);
}
const inputs = sources.length ? sources : [beaconDir()];

/** The files to read: a directory's *.jsonl / *.log / *.json files (oldest rotation first), or the file. */
function filesOf(path) {
  if (!existsSync(path)) {
    console.error(`report: ${path} does not exist (nothing collected yet? npm start writes ${beaconDir()})`);
    process.exit(1);
  }
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((file) => /\.(jsonl|log|json)$/.test(file))
    .sort()
    .map((file) => join(path, file));
}

printAndWriteReport(
  inputs.flatMap(filesOf).flatMap((file) => beaconBodiesIn(readFileSync(file, 'utf8'))),
  htmlFile,
);
