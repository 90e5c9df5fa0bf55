// Writes .br and .gz beside every text file of the five builds (or of the folders given as arguments), so the
// start server (and nginx's gzip_static) send compressed bytes without compressing per request.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import config from '../../shared/build/apps.json' with { type: 'json' };

const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
const dists =
  process.argv.length > 2 ? process.argv.slice(2) : Object.values(config.apps).map((app) => join(app.dir, 'dist'));
for (const dist of dists) {
  for await (const file of files(dist)) {
    if (!TEXT.test(file) || (await stat(file)).size < 512) continue;
    const body = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
}
console.log(`precompressed ${count} files (brotli + gzip)`);
