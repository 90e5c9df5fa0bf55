// `npm start` (after the build): serves the composed production build. Ctrl-C stops it.
import { startAll } from './staticServer.mjs';
import { startFormService } from '../../remote-contact/server/formService.mjs';

const close = await startAll();
// Without a real form-service key the build posts to the local stand-in (remote-contact/README.md).
// Playwright passes --no-form-service and starts its own with a test outbox.
const formService =
  process.env.VITE_FORM_ACCESS_KEY || process.argv.includes('--no-form-service')
    ? null
    : await startFormService({ log: console.log });
if (formService) console.log(`form     ${formService.submitUrl} -> ${formService.outboxPath}`);
console.log('Serving the production build. Open http://localhost:4173 (Ctrl-C to stop).');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await Promise.all([close(), formService?.close()]);
    process.exit(0);
  });
}
