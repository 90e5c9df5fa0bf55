// Test fixture: a remote built against another contract version, from an existing build: its dist
// copied, the version its remoteEntry.js publishes rewritten (e2e/remotes.spec.ts, edge.spec.ts, the chaos run).
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { contractMajorOf, FRAGMENT_FILE_NAME, fragmentFileNames } from '../../shared/build/fragment.mjs';

const EXPORT_NAME = 'federationContractVersion';

/**
 * Rewrites the published contract version in a remoteEntry.js's source: the minified form
 * (`var F=\`1.0.0\`;export{F as federationContractVersion,…}`) and the plain one
 * (`export const federationContractVersion = "1.0.0";`). Throws when there is none.
 */
export function rewriteContractVersion(source: string, version: string): string {
  const literal = JSON.stringify(version);
  const plain = new RegExp(`(export\\s+const\\s+${EXPORT_NAME}\\s*=\\s*)(["'\`])[^"'\`]*\\2`);
  if (plain.test(source)) return source.replace(plain, `$1${literal}`);
  const binding = new RegExp(`export\\s*\\{[^}]*?\\b([\\w$]+)\\s+as\\s+${EXPORT_NAME}\\b`).exec(source);
  if (binding) {
    const name = (binding[1] ?? '').replace(/\$/g, '\\$');
    const declaration = new RegExp(`(\\b(?:var|let|const)\\s+${name}\\s*=\\s*)(["'\`])[^"'\`]*\\2`);
    if (declaration.test(source)) return source.replace(declaration, `$1${literal}`);
  }
  throw new Error(`no ${EXPORT_NAME} export found in the remote entry`);
}

/**
 * Copies a built remote (`fromDist`, e.g. remote-skills/dist) to `toDir` and makes it
 * publish contract `version`. The entry's precompressed copies are written again, so a
 * server that prefers .br/.gz serves the rewritten file; the fragment files are renamed to
 * the version's major, as a build against it names them. Resolves to `toDir`.
 */
export async function makeIncompatibleRemote({
  fromDist,
  toDir,
  version,
}: {
  fromDist: string;
  toDir: string;
  version: string;
}): Promise<string> {
  await rm(toDir, { recursive: true, force: true });
  await cp(fromDist, toDir, { recursive: true });
  const entry = join(toDir, 'remoteEntry.js');
  const rewritten = rewriteContractVersion(await readFile(entry, 'utf8'), version);
  await writeFile(entry, rewritten);
  await writeFile(`${entry}.br`, brotliCompressSync(rewritten));
  await writeFile(`${entry}.gz`, gzipSync(rewritten));
  const major = contractMajorOf(version);
  for (const file of await readdir(toDir)) {
    const [name = '', compressed = ''] = file.split(/(?=\.(?:br|gz)$)/);
    const match = FRAGMENT_FILE_NAME.exec(name);
    if (!match) continue;
    const renamed = fragmentFileNames(major)[match[1] ? 'head' : 'body'] + compressed;
    if (renamed !== file) await rename(join(toDir, file), join(toDir, renamed));
  }
  return toDir;
}
