// @vitest-environment node
// The nginx deploy's beacon collector as njs loads it (field data): the bundle of the one
// beacon schema answers every bad kind with 400 and a good beacon with 204, in a Node stripped of
// what njs 0.7.9 lacks at run time; syntax njs cannot parse fails the bundle. (The real njs runs it
// in e2e/field-data-deploy.spec.ts.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBeacon } from '../../shared/build/beacon.mjs';
import { BAD_BEACONS, goodBeacon } from '../../shared/build/beaconFixtures';
import { njsBeaconCollector } from './njsBundle.mjs';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'njs-bundle-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Runs the bundle's `collect` on each body in a fresh Node without the built-ins njs 0.7.9 lacks
 * (found by running each in nginx), as js_content would: `requestBuffer` absent for an empty body.
 */
function collectInNjsLikeNode(bodies: string[]): { status: number; text?: string }[] {
  writeFileSync(join(dir, 'beacon-collector.mjs'), njsBeaconCollector());
  writeFileSync(
    join(dir, 'run.mjs'),
    `import { readFileSync } from 'node:fs';
for (const name of ['Set', 'Map', 'WeakSet', 'WeakMap']) delete globalThis[name];
delete Object.hasOwn;
delete Object.fromEntries;
delete Array.prototype.at;
delete Array.prototype.flat;
delete String.prototype.replaceAll;
const { default: collector } = await import('./beacon-collector.mjs');
const answers = JSON.parse(readFileSync(0, 'utf8')).map((body) => {
  const answer = {};
  collector.collect({
    requestBuffer: body === '' ? undefined : Buffer.from(body),
    headersOut: {},
    return(status, text) { answer.status = status; answer.text = text; },
  });
  return answer;
});
process.stdout.write(JSON.stringify(answers));
`,
  );
  const run = spawnSync(process.execPath, [join(dir, 'run.mjs')], { input: JSON.stringify(bodies), encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

describe('the njs beacon collector (nginx)', () => {
  it('answers a good beacon with 204 and each bad kind with 400 and parseBeacon’s reason', () => {
    const bodies = [JSON.stringify(goodBeacon()), ...BAD_BEACONS.map(({ body }) => body)];
    const answers = collectInNjsLikeNode(bodies);
    expect(answers[0]).toEqual({ status: 204 });
    expect(answers.slice(1)).toEqual(BAD_BEACONS.map(({ body }) => ({ status: 400, text: parseBeacon(body).problem })));
  });

  it('is one file with one default export, as njs loads it', () => {
    const bundle = njsBeaconCollector();
    expect(bundle).not.toMatch(/^import |^export (?!default )/m);
    expect(bundle.trimEnd().endsWith('export default beaconCollector.default;')).toBe(true);
  });

  it('refuses syntax njs 0.7.9 cannot parse (here destructuring) with the file and line', () => {
    const entry = join(dir, 'destructuring.mjs');
    writeFileSync(entry, 'const { a } = globalThis;\nexport default { a };\n');
    expect(() => njsBeaconCollector(entry)).toThrow(/destructuring\.mjs:1:\d+: ERROR: Transforming destructuring/);
  });
});
