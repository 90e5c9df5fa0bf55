// The nginx beacon collector bundled for njs with the beacon schema it imports, so nginx checks
// beacons with the code npm start and the Worker use. Debian 12's njs parses ES5 plus a few later
// forms; esbuild lowers what it can and refuses the rest, so a schema change njs could not load
// fails the unit test, not the deploy.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const HANDLER = join(dirname(fileURLToPath(import.meta.url)), 'beaconCollector.njs.mjs');
/**
 * Syntax njs 0.7.9 lacks, found by loading each in nginx (js_import) and running it (js_content): esbuild rewrites the
 * first three, and refuses the others with the file and line.
 */
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

/**
 * The collector's njs module: one ES module whose default export holds `collect` (js_content's handler). Throws
 * esbuild's message when the schema uses syntax njs lacks. `entry` is for the test.
 * @returns {string}
 */
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
