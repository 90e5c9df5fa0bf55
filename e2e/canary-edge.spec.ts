// Preview and canary on the host Worker in workerd: remotes.json and canary.json in the
// REMOTES KV namespace, as `wrangler kv key put` leaves them; the skills remote served by
// `npm start`'s server with a candidate release at /<release>/. The tests: e2e/support/canary.ts.
// Run by `npm run test:edge`.
import type { Server } from 'node:http';
import { startHostWorker } from '../delivery/edge/start.mjs';
import { describeCanary, skillsWithCandidate } from './support/canary';
import { close } from './support/servers';

/** Beside edge.spec.ts's 4400, so the two never share a Worker. */
const PORT = 4407;
let skills: Server | undefined;
let worker: Awaited<ReturnType<typeof startHostWorker>> | undefined;

describeCanary({
  name: 'the Worker',
  async start(candidateDist, scratch) {
    const { server, release, stable, candidate, remotes } = await skillsWithCandidate(candidateDist, scratch);
    skills = server;
    worker = await startHostWorker({ port: PORT, onLog: () => {} });
    const kv = await worker.mf.getKVNamespace('REMOTES');
    await kv.put('remotes.json', JSON.stringify(remotes));
    await kv.put('canary.json', JSON.stringify({ skills: { entry: candidate, percent: 20, salt: 'edge' } }));
    return { host: `http://127.0.0.1:${PORT}`, remote: 'skills', route: '/skills', stable, candidate, release };
  },
  async stop() {
    await worker?.dispose();
    if (skills) await close(skills);
    delete process.env.SERVE_RELEASES;
  },
});
