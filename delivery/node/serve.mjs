// `npm start`: the primary forks SERVE_WORKERS workers on the same ports, runs the form stand-in, relays fragment
// news and replaces a worker that dies.
import cluster from 'node:cluster';
import { isFragmentNews } from './fragmentNews.mjs';
import { servePorts, startAll, workerCount } from './startApps.mjs';
import { startFormService } from '../../remote-contact/server/formService.mjs';

/** One accept per loop turn (read at first listen), or under SCHED_NONE the first worker to wake takes a whole burst. */
const WORKER_ENV = { UV_TCP_SINGLE_ACCEPT: '1' };
const STOP_GRACE_MS = 3000;

/** Without a real form-service key the build posts to the local stand-in (remote-contact/README.md). */
async function formServiceIfWanted() {
  if (process.env.VITE_FORM_ACCESS_KEY || process.argv.includes('--no-form-service')) return null;
  const formService = await startFormService({ log: console.log });
  console.log(`form     ${formService.submitUrl} -> ${formService.outboxPath}`);
  return formService;
}

/** IPC news is best effort: a peer that is going away misses it. */
function ignoreSendError() {}

function onStopSignal(stop) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop);
}

async function runWorker() {
  /** @type {Set<(news: import('./fragmentNews.mjs').FragmentNews) => void>} */
  const listeners = new Set();
  process.on('message', (message) => {
    if (isFragmentNews(message)) for (const listener of listeners) listener(message);
  });
  const close = await startAll({
    log: () => {}, // the primary prints the ports once
    fragmentPeers: {
      // A worker whose primary is gone (stopping) drops the news instead of throwing.
      publish: (news) => process.send?.(news, ignoreSendError),
      subscribe: (listener) => listeners.add(listener),
    },
  });
  // Ctrl-C reaches every process of the terminal's group; the primary's SIGTERM reaches this one alone.
  onStopSignal(async () => {
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    await close();
    process.exit(0);
  });
}

async function runPrimary(workers) {
  // Each worker accepts its own connections: round-robin through the primary timed out more (docs/performance.md).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ silent: false });
  let started = false; // a worker that exits while starting fails the start (port taken…): no replacement
  let stopping = false;
  cluster.on('message', (from, message) => {
    if (!isFragmentNews(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      // With a callback, a dying worker's EPIPE is not thrown as an 'error' event that would stop the primary.
      if (worker && worker !== from && worker.isConnected()) worker.send(message, ignoreSendError);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    // A worker stopped by a signal to the whole group (Ctrl-C, engines.mjs) exits 0 itself: no replacement.
    if (stopping || !started || code === 0) return;
    console.error(`[serve] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork(WORKER_ENV);
  });
  const listening = Array.from(
    { length: workers },
    () =>
      new Promise((resolve, reject) => {
        const worker = cluster.fork(WORKER_ENV);
        // startAll resolves once every app listens; until then an exit is a failure to start (port taken…).
        worker.once('exit', (code) => reject(new Error(`a worker exited with ${code} while starting`)));
        worker.on('message', (message) => message === 'ready' && resolve(worker));
      }),
  );
  const stopWorkers = async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      running.map(
        (worker) =>
          new Promise((resolve) => {
            if (worker.isDead()) return resolve(undefined);
            worker.once('exit', resolve);
            worker.process.kill('SIGTERM');
            setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS + 1000).unref();
          }),
      ),
    );
  };
  try {
    await Promise.all(listening);
  } catch (error) {
    await stopWorkers();
    throw error;
  }
  started = true;
  const formService = await formServiceIfWanted();
  for (const [name, port] of Object.entries(servePorts())) console.log(`${name.padEnd(8)} http://localhost:${port}`);
  console.log(`${workers} workers. Serving the production build. Open http://localhost:4173 (Ctrl-C to stop).`);
  onStopSignal(async () => {
    await Promise.all([stopWorkers(), formService?.close()]);
    process.exit(0);
  });
}

async function runInProcess() {
  const close = await startAll();
  const formService = await formServiceIfWanted();
  console.log('Serving the production build. Open http://localhost:4173 (Ctrl-C to stop).');
  onStopSignal(async () => {
    await Promise.all([close(), formService?.close()]);
    process.exit(0);
  });
}

if (cluster.isWorker) {
  await runWorker();
  process.send?.('ready');
} else {
  const workers = workerCount();
  await (workers === 0 ? runInProcess() : runPrimary(workers));
}
