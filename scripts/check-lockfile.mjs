// Part of `npm run lint`: package-lock.json holds every optional package it names, so that
// `npm ci` accepts it on a fresh machine.
import { readFileSync } from 'node:fs';
import { lockfileGaps } from './lib/lockfileGaps.mjs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const gaps = lockfileGaps(lock);
for (const gap of gaps) console.error(`not in package-lock.json: ${gap}`);
if (gaps.length) console.error('Pin a version whose platform packages the registry holds (see the README stack).');
console.log(`package-lock.json: ${gaps.length} missing optional package(s)`);
process.exit(gaps.length ? 1 : 0);
