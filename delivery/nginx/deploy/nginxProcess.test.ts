// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxRunning, prefixArgs } from './nginxProcess.mjs';

const prefix = mkdtempSync(join(tmpdir(), 'nginx-process-'));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

describe('nginxProcess', () => {
  it("keeps nginx to the prefix's config and error log", () => {
    expect(prefixArgs('/p')).toEqual(['-p', '/p', '-c', '/p/conf/nginx.conf', '-e', '/p/logs/error.log']);
  });

  it('takes nginx for running only while its pid file names a live process', () => {
    expect(nginxRunning(prefix)).toBe(false);
    writeFileSync(join(prefix, 'nginx.pid'), `${process.pid}\n`);
    expect(nginxRunning(prefix)).toBe(true);
    writeFileSync(join(prefix, 'nginx.pid'), '999999999\n');
    expect(nginxRunning(prefix)).toBe(false);
  });
});
