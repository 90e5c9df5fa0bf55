// Preview and canary on `npm start`'s server, with a host of its own (its own remotes.json
// and canary.json, so the suite's other tests keep the stable site) and the skills remote serving a
// candidate release at /<release>/ (delivery/node/releases.mjs). The tests: e2e/support/canary.ts;
// nginx: canary-deploy.spec.ts; workerd: canary-edge.spec.ts.
import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createComposer } from '../delivery/node/composer.mjs';
import { describeCanary, skillsWithCandidate } from './support/canary';
import { close, listen } from './support/servers';

const servers: Server[] = [];

describeCanary({
  name: 'npm start',
  async start(candidateDist, scratch) {
    const { server, release, stable, candidate, remotes } = await skillsWithCandidate(candidateDist, scratch);
    servers.push(server);
    const remotesJson = join(scratch, 'remotes.json');
    await writeFile(remotesJson, JSON.stringify(remotes));
    await writeFile(
      join(scratch, 'canary.json'),
      JSON.stringify({ skills: { entry: candidate, percent: 20, salt: 'e2e' } }),
    );
    const host = createComposer({ dir: 'host', remotesJson, warn: () => {} });
    servers.push(host);
    const origin = `http://127.0.0.1:${await listen(host)}`;
    return { host: origin, remote: 'skills', route: '/skills', stable, candidate, release };
  },
  async stop() {
    await Promise.all(servers.splice(0).map(close));
    delete process.env.SERVE_RELEASES;
  },
});
