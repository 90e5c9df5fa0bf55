// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderConfig } from './config.mjs';
import { copyBuilds } from './releases.mjs';
import { REMOTES } from './settings.mjs';
import { scratchDeploy } from './testPrefix';

describe('fill', () => {
  it('replaces each {{NAME}} and leaves none behind', () => {
    expect(fill('a {{X}} b {{Y}} {{MISSING}}.', { X: 1, Y: 'two' })).toBe('a 1 b two .');
  });
});

describe('renderConfig', () => {
  let scratch: ReturnType<typeof scratchDeploy>;
  beforeEach(() => {
    scratch = scratchDeploy();
    copyBuilds({ fresh: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    scratch.remove();
  });

  it('writes an nginx.conf for the prefix with every app on its port and no placeholder left', () => {
    vi.stubEnv('DEPLOY_PORTS', '4500,4501,4502,4503,4504');
    renderConfig();
    const conf = readFileSync(join(scratch.prefix, 'conf', 'nginx.conf'), 'utf8');
    expect(conf).not.toMatch(/\{\{\w+\}\}/);
    expect(conf).toContain(scratch.prefix);
    for (const port of [4500, 4501, 4502, 4503, 4504]) expect(conf).toContain(`listen ${port}`);
    for (const remote of REMOTES) expect(conf).toContain(`upstream mf_origin_${remote}`);
    const html = readFileSync(join(scratch.prefix, 'conf', 'html-headers.conf'), 'utf8');
    expect(html).toContain('add_header Content-Security-Policy');
  });

  it('refuses, in production, a remotes.json with a plain-http entry (the page is served over https)', () => {
    vi.stubEnv('DEPLOY_ENV', 'production');
    expect(() => renderConfig()).toThrow(/https/);
  });
});
