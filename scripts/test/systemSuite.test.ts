import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { njsModule } from '../../delivery/nginx/njsModule.mjs';
import {
  deploySuiteNeeds,
  findExecutable,
  findNginx,
  isExecutable,
  systemSuiteDecision,
  systemSuiteRuns,
  systemSuitesRequired,
} from '../lib/systemSuite.mjs';

const INSTALL = 'sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb';
const need = (missing: string[], env: Record<string, string | undefined>) =>
  systemSuiteDecision({ suite: 'test:engines', missing, install: INSTALL, env });

describe('systemSuiteDecision', () => {
  it('runs a suite whose packages are all there, whatever the variables', () => {
    expect(need([], {})).toEqual({ action: 'run' });
    expect(need([], { CI: 'true', REQUIRE_SYSTEM_SUITES: '1' })).toEqual({ action: 'run' });
  });

  it('skips with one line naming the suite, what is missing and the install command on a bare machine', () => {
    const decision = need(['Firefox ESR', 'Xvfb'], {});
    expect(decision.action).toBe('skip');
    const line = 'line' in decision ? decision.line : '';
    expect(line).not.toContain('\n');
    expect(line).toContain('test:engines: no Firefox ESR, Xvfb: not run');
    expect(line).toContain(`Install: ${INSTALL}`);
    expect(line).toContain('REQUIRE_SYSTEM_SUITES=1 makes this fail');
  });

  it('fails on CI and with REQUIRE_SYSTEM_SUITES, saying which one asked', () => {
    expect(need(['Xvfb'], { CI: 'true' })).toEqual({
      action: 'fail',
      line: `test:engines: no Xvfb, and CI=true requires it. Install: ${INSTALL}`,
    });
    expect(need(['Xvfb'], { REQUIRE_SYSTEM_SUITES: '1' })).toMatchObject({
      action: 'fail',
      line: expect.stringContaining('and REQUIRE_SYSTEM_SUITES=1 requires it'),
    });
  });

  it('reads CI=1 as CI and CI=false, CI=0 or empty as not', () => {
    expect(systemSuitesRequired({ CI: '1' })).toBe(true);
    for (const CI of ['false', 'FALSE', '0', '', undefined]) expect(systemSuitesRequired({ CI })).toBe(false);
    expect(systemSuitesRequired({ REQUIRE_SYSTEM_SUITES: '0' })).toBe(false);
  });
});

describe('systemSuiteRuns (for a test file that cannot exit on its own)', () => {
  it('runs, skips with the line on stderr, or throws the line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const suite = { suite: 'unit: nginx', install: 'sudo apt-get install -y nginx' };
    expect(systemSuiteRuns({ ...suite, missing: [], env: { CI: 'true' } })).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(systemSuiteRuns({ ...suite, missing: ['nginx'], env: {} })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unit: nginx: no nginx: not run'));
    expect(() => systemSuiteRuns({ ...suite, missing: ['nginx'], env: { CI: 'true' } })).toThrow(
      'unit: nginx: no nginx, and CI=true requires it',
    );
  });
});

describe('findExecutable', () => {
  it('finds the first name that can be run, in PATH order, and counts a file that cannot be run as missing', () => {
    const first = mkdtempSync(join(tmpdir(), 'system-suite-'));
    const second = mkdtempSync(join(tmpdir(), 'system-suite-'));
    // A file that exists but cannot be run: what hiding a binary behind an empty file leaves.
    writeFileSync(join(first, 'nginx'), '');
    writeFileSync(join(second, 'nginx'), '#!/bin/sh\n');
    chmodSync(join(second, 'nginx'), 0o755);
    expect(isExecutable(join(first, 'nginx'))).toBe(false);
    expect(findExecutable(['nginx'], { pathVariable: `${first}:${second}` })).toBe(join(second, 'nginx'));
    expect(findExecutable(['no-such-tool-here'], { pathVariable: `${first}:${second}` })).toBeNull();
  });

  it('findNginx takes NGINX_BIN as given, else looks for nginx', () => {
    expect(findNginx({ NGINX_BIN: '/opt/nginx/sbin/nginx' })).toBe('/opt/nginx/sbin/nginx');
  });

  it('looks in /usr/sbin too, where Debian puts nginx, even when it is not on PATH', () => {
    const seen: string[] = [];
    findExecutable(['nginx'], { pathVariable: '', executable: (path) => (seen.push(path), false) });
    expect(seen).toContain('/usr/sbin/nginx');
  });

  it('the deploy suite needs nginx, then its njs module (the beacon collector), each with its install line', () => {
    expect(deploySuiteNeeds({ nginx: null, njsModule: null })).toEqual({
      missing: ['nginx'],
      install: expect.stringMatching(/apt-get install -y nginx .*libnginx-mod-http-js$/),
    });
    const noNjs = deploySuiteNeeds({ nginx: '/usr/sbin/nginx', njsModule: null });
    expect(noNjs).toEqual({
      missing: ['njs module (libnginx-mod-http-js)'],
      install: 'sudo apt-get install -y libnginx-mod-http-js',
    });
    expect(systemSuiteDecision({ suite: 'test:deploy', ...noNjs, env: {} })).toEqual({
      action: 'skip',
      line: 'test:deploy: no njs module (libnginx-mod-http-js): not run (skipped). Install: sudo apt-get install -y libnginx-mod-http-js (REQUIRE_SYSTEM_SUITES=1 makes this fail)',
    });
    expect(systemSuiteDecision({ suite: 'test:deploy', ...noNjs, env: { CI: 'true' } }).action).toBe('fail');
    expect(
      deploySuiteNeeds({ nginx: '/usr/sbin/nginx', njsModule: '/usr/lib/nginx/modules/ngx_http_js_module.so' }).missing,
    ).toEqual([]);
  });

  it('njsModule finds the module file, or says null when NJS_MODULE names none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'njs-'));
    writeFileSync(join(dir, 'ngx_http_js_module.so'), '');
    expect(njsModule({ NJS_MODULE: join(dir, 'ngx_http_js_module.so') })).toBe(join(dir, 'ngx_http_js_module.so'));
    expect(njsModule({ NJS_MODULE: join(dir, 'absent.so') })).toBeNull();
  });
});
