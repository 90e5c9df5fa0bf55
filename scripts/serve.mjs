// `npm start` (after the build): serves the composed production build. Ctrl-C stops it.
import { startAll } from './lib/staticServer.mjs';

const close = await startAll();
console.log('Serving the production build. Open http://localhost:4173 (Ctrl-C to stop).');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await close();
    process.exit(0);
  });
}
