// @vitest-environment node
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { contractVersionExport } from '../../shared/build/contractVersionPlugin';
import { makeIncompatibleRemote, rewriteContractVersion } from './contractFixture';

describe('rewriteContractVersion', () => {
  it('rewrites the minified form a build writes', () => {
    const source = 'function P(){}var F=`1.0.0`;export{F as federationContractVersion,P as get,N as init};';
    expect(rewriteContractVersion(source, '2.0.0')).toBe(
      'function P(){}var F="2.0.0";export{F as federationContractVersion,P as get,N as init};',
    );
  });
  it('rewrites the plain form the plugin adds', () => {
    expect(rewriteContractVersion(`a();${contractVersionExport('1.0.0')}`, '3.1.0')).toContain(
      'export const federationContractVersion = "3.1.0";',
    );
  });
  it('refuses an entry that publishes no version', () => {
    expect(() => rewriteContractVersion('export{P as get,N as init};', '2.0.0')).toThrow(
      /no federationContractVersion/,
    );
  });
});

describe('makeIncompatibleRemote', () => {
  let directory = '';
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('copies a dist and rewrites the published version, precompressed copies included', async () => {
    directory = await mkdtemp(join(tmpdir(), 'contract-fixture-'));
    const from = join(directory, 'dist');
    await mkdir(join(from, 'assets'), { recursive: true });
    await writeFile(join(from, 'remoteEntry.js'), 'var F=`1.0.0`;export{F as federationContractVersion};');
    await writeFile(join(from, 'remoteEntry.js.br'), 'stale');
    await writeFile(join(from, 'assets', 'chunk.js'), 'export default 1;');
    await writeFile(join(from, 'fragment.contract-1.html'), '<div data-mf-remote="skills"></div>');
    await writeFile(join(from, 'fragment.contract-1.html.br'), 'br');
    await writeFile(join(from, 'fragment-head.contract-1.html'), '');
    const to = join(directory, 'fixture');
    await makeIncompatibleRemote({ fromDist: from, toDir: to, version: '2.0.0' });
    const entry = await readFile(join(to, 'remoteEntry.js'), 'utf8');
    expect(entry).toContain('var F="2.0.0"');
    expect(brotliDecompressSync(await readFile(join(to, 'remoteEntry.js.br'))).toString()).toBe(entry);
    expect(gunzipSync(await readFile(join(to, 'remoteEntry.js.gz'))).toString()).toBe(entry);
    expect(await readFile(join(to, 'assets', 'chunk.js'), 'utf8')).toBe('export default 1;');
    // Its fragments are named by its own major, as a build against 2.0.0 names them.
    expect((await readdir(to)).filter((file) => file.includes('fragment')).sort()).toEqual([
      'fragment-head.contract-2.html',
      'fragment.contract-2.html',
      'fragment.contract-2.html.br',
    ]);
    expect(await readFile(join(to, 'fragment.contract-2.html'), 'utf8')).toBe('<div data-mf-remote="skills"></div>');
    // The source build is left alone.
    expect(await readFile(join(from, 'remoteEntry.js'), 'utf8')).toContain('`1.0.0`');
  });
});
