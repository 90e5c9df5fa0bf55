#!/usr/bin/env node
// `npm run canary -- <remote> [--nginx | --state <dir> --beacons <export.json>] [--apply]`: the verdict on a remote's
// running canary from the field data (delivery/core/canaryVerdict.mjs has the rules), printed with its figures;
// `--apply` acts on it; `--min-views <n>`, `--min-vitals <n>` judge on fewer samples (docs/deploying.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { endCanary } from '../delivery/core/canary.mjs';
import { armFigures, canaryVerdict, VERDICT_RULES } from '../delivery/core/canaryVerdict.mjs';
import { releaseBaseOf } from '../delivery/core/ssi.mjs';
import { beaconDir } from '../delivery/node/beaconCollector.mjs';
import { releaseIdOf } from '../shared/build/beacon.mjs';
import { acceptedBeacons, beaconBodiesFrom } from './lib/fieldReport.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    nginx: { type: 'boolean', default: false },
    state: { type: 'string' },
    beacons: { type: 'string' },
    apply: { type: 'boolean', default: false },
    'min-views': { type: 'string' },
    'min-vitals': { type: 'string' },
  },
});
const [remote] = positionals;
const fail = (line) => {
  console.error(`canary: ${line}`);
  process.exit(1);
};
if (!remote) fail('name a remote: npm run canary -- <remote>');

/** Where the state and the beacons are, and how a verdict is applied. */
async function target() {
  if (options.nginx) {
    const [{ reload }, canaryState, { readRemotesJson }, { deployPrefix }] = await Promise.all([
      import('../delivery/nginx/deploy.mjs'),
      import('../delivery/nginx/deploy/canaryState.mjs'),
      import('../delivery/nginx/deploy/releases.mjs'),
      import('../delivery/nginx/deploy/settings.mjs'),
    ]);
    return {
      stable: readRemotesJson(),
      canaries: canaryState.readCanaries(),
      beacons: options.beacons ?? join(deployPrefix(), 'logs', 'beacons.log'),
      act: (/** @type {'promote' | 'abort'} */ action) => {
        canaryState.finishCanary(remote, action);
        reload();
      },
    };
  }
  if (options.state) {
    const files = { remotes: join(options.state, 'remotes.json'), canaries: join(options.state, 'canary.json') };
    const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
    return {
      stable: read(files.remotes),
      canaries: read(files.canaries),
      beacons: options.beacons ?? fail('--state needs --beacons (the D1 export)'),
      act: (/** @type {'promote' | 'abort'} */ action) => {
        const next = endCanary({ remotes: read(files.remotes), canaries: read(files.canaries) }, remote, action);
        writeFileSync(files.remotes, `${JSON.stringify(next.remotes, null, 2)}\n`);
        writeFileSync(files.canaries, `${JSON.stringify(next.canaries, null, 2)}\n`);
        console.log(`wrote ${files.remotes} and ${files.canaries}: put both in KV (wrangler kv key put)`);
      },
    };
  }
  const releases = await import('../delivery/node/releases.mjs');
  return {
    stable: releases.readStable(),
    canaries: releases.readCanaries(),
    beacons: options.beacons ?? beaconDir(),
    act: (/** @type {'promote' | 'abort'} */ action) => releases.finishCanary(remote, action),
  };
}

const { stable, canaries, beacons: source, act } = await target();
const canary = canaries[remote];
if (!canary) fail(`no canary of ${remote} is running`);
const { files, bodies } = beaconBodiesFrom([resolve(source)]);
const { beacons } = acceptedBeacons(bodies);
const idOf = (entry) => releaseIdOf(releaseBaseOf(entry)) ?? entry;
const rules = {
  ...VERDICT_RULES,
  ...(options['min-views'] ? { minViews: Number(options['min-views']) } : {}),
  ...(options['min-vitals'] ? { minVitals: Number(options['min-vitals']) } : {}),
};
const result = canaryVerdict(
  armFigures(beacons, remote, idOf(stable[remote])),
  armFigures(beacons, remote, idOf(canary.entry)),
  rules,
);

console.log(
  `${remote}: candidate ${result.candidate.release} (${canary.percent} % since ${canary.since ?? '?'}) against stable ${result.stable.release}`,
);
console.log(`${beacons.length} beacons from ${files.length ? files.join(', ') : `${source} (none yet)`}`);
for (const reason of result.reasons) console.log(`  ${reason}`);
console.log(`verdict: ${result.verdict}`);
if (options.apply && result.verdict !== 'wait') {
  await act(result.verdict === 'promote' ? 'promote' : 'abort');
  console.log(
    result.verdict === 'promote' ? `promoted ${result.candidate.release}` : `rolled back to ${result.stable.release}`,
  );
}
