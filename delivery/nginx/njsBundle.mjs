// The nginx beacon collector bundled with the shared schema for njs, which parses ES5 and a few later forms;
// esbuild lowers what it can and refuses the rest, so the unit test fails, not the deploy.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const HANDLER = join(dirname(fileURLToPath(import.meta.url)), 'beaconCollector.njs.mjs');
/** Syntax njs 0.7.9 lacks: esbuild rewrites the first three and refuses the others. */
const NJS_LACKS = {
  'optional-chain': false,
  'object-rest-spread': false,
  'optional-catch-binding': false,
  destructuring: false,
  'for-of': false,
  'array-spread': false,
  'default-argument': false,
  class: false,
  generator: false,
};

/** Its default export holds `collect` (js_content's handler); throws when the schema uses syntax njs lacks. */
export function njsBeaconCollector(entry = HANDLER) {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    // njs takes `export default` and nothing else (not esbuild's `export { x as default }`).
    format: 'iife',
    globalName: 'beaconCollector',
    footer: { js: 'export default beaconCollector.default;' },
    platform: 'neutral',
    supported: NJS_LACKS,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
