import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseIdOf } from './releaseId.mjs';

let dir = '';
/** A remote build: its entry and its body fragment for contract 1. */
const build = (name: string, entry = 'export const entry = 1;\n') => {
  const folder = join(dir, name);
  cpSync(join(dir, 'template'), folder, { recursive: true });
  writeFileSync(join(folder, 'remoteEntry.js'), entry);
  return folder;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-id-'));
  mkdirSync(join(dir, 'template'));
  writeFileSync(join(dir, 'template', 'fragment.contract-1.html'), '<section>skills</section>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('releaseIdOf (a release id from the build folder)', () => {
  it('is ten hex digits of the SHA-256 of the entry and the fragment files, each after its name', () => {
    const folder = build('a', 'entry');
    const expected = createHash('sha256')
      .update('remoteEntry.js\0entry')
      .update('fragment.contract-1.html\0<section>skills</section>')
      .digest('hex')
      .slice(0, 10);
    expect(releaseIdOf(folder)).toBe(expected);
    expect(releaseIdOf(folder)).toMatch(/^[0-9a-f]{10}$/);
  });

  it('gives the same build the same id wherever it lies, and another entry another id', () => {
    expect(releaseIdOf(build('a'))).toBe(releaseIdOf(build('b')));
    expect(releaseIdOf(build('c', 'export const entry = 1;\n// the candidate\n'))).not.toBe(releaseIdOf(build('d')));
  });

  it('counts the fragment files (body and head, any contract), not the other files', () => {
    const folder = build('a');
    const before = releaseIdOf(folder);
    writeFileSync(join(folder, 'chunk-abc.js'), 'export {};');
    writeFileSync(join(folder, 'fragment.html'), 'not a contract fragment');
    expect(releaseIdOf(folder)).toBe(before);
    writeFileSync(join(folder, 'fragment-head.contract-1.html'), '<link rel="stylesheet" href="x.css">');
    const withHead = releaseIdOf(folder);
    expect(withHead).not.toBe(before);
    writeFileSync(join(folder, 'fragment.contract-2.html'), '<section>skills v2</section>');
    expect(releaseIdOf(folder)).not.toBe(withHead);
  });

  it('tells a folder deployed before the build wrote its fragments from the new release', () => {
    const folder = build('a');
    const withoutFragments = join(dir, 'old');
    cpSync(folder, withoutFragments, { recursive: true });
    rmSync(join(withoutFragments, 'fragment.contract-1.html'));
    expect(releaseIdOf(withoutFragments)).not.toBe(releaseIdOf(folder));
  });
});
