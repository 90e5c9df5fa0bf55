import { describe, expect, it } from 'vitest';
import {
  chromiumFlavour,
  FIX_INSTALL_PACKAGES,
  FIX_SYSTEM_CHROMIUM,
  findChromium,
  notFoundMessage,
  systemCandidates,
  type StartCheck,
} from '../lib/findChromium.mjs';

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const SPARTICUZ = '/tmp/portfolio-sparticuz-chromium-153.0.0/chromium';

/** A machine described by which files exist and which of them start. */
function machine({
  files = [] as string[],
  starting = [] as string[],
  playwright = PLAYWRIGHT as string | undefined,
  sparticuz = null as string | null | Error,
  env = {} as Record<string, string | undefined>,
} = {}) {
  const started: string[] = [];
  return {
    started,
    deps: {
      env,
      isExecutable: (path: string) => files.includes(path),
      canStart: (path: string): StartCheck => {
        started.push(path);
        return starting.includes(path)
          ? { ok: true, version: `Chromium 1.0 (${path})` }
          : { ok: false, reason: 'exit 127' };
      },
      playwrightPath: () => playwright,
      sparticuzPath: () => (sparticuz instanceof Error ? Promise.reject(sparticuz) : Promise.resolve(sparticuz)),
    },
  };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first when it starts', async () => {
    const { deps } = machine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
      starting: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    const result = await findChromium(deps);
    expect(result.found).toMatchObject({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
    expect(result.tried).toEqual([]);
  });

  it('moves on from a CHROMIUM_PATH that is missing or does not start, and says so', async () => {
    const missing = await findChromium(
      machine({ env: { CHROMIUM_PATH: '/nope' }, files: ['/usr/bin/chromium'], starting: ['/usr/bin/chromium'] }).deps,
    );
    expect(missing.found?.path).toBe('/usr/bin/chromium');
    expect(missing.tried).toEqual(['CHROMIUM_PATH /nope (not found)']);

    const broken = await findChromium(
      machine({
        env: { CHROMIUM_PATH: '/opt/broken' },
        files: ['/opt/broken', '/usr/bin/chromium'],
        starting: ['/usr/bin/chromium'],
      }).deps,
    );
    expect(broken.found?.source).toBe('system');
    expect(broken.tried).toEqual(['CHROMIUM_PATH /opt/broken (exit 127)']);
  });

  it('takes the system Chromium before Playwright`s and the npm one', async () => {
    const { deps, started } = machine({
      files: ['/usr/bin/chromium', PLAYWRIGHT],
      starting: ['/usr/bin/chromium', PLAYWRIGHT, SPARTICUZ],
      sparticuz: SPARTICUZ,
    });
    const result = await findChromium(deps);
    expect(result.found).toMatchObject({ path: '/usr/bin/chromium', source: 'system' });
    expect(result.found?.version).toContain('Chromium');
    expect(started).toEqual(['/usr/bin/chromium']);
  });

  it('finds the system Chromium under another name or on PATH', async () => {
    const onPath = '/home/dev/bin/chromium-browser';
    const { deps } = machine({ env: { PATH: '/home/dev/bin:/usr/bin' }, files: [onPath], starting: [onPath] });
    expect((await findChromium(deps)).found?.path).toBe(onPath);
  });

  it('skips a system Chromium that exists but does not start (a check, not a file test)', async () => {
    const { deps } = machine({ files: ['/usr/bin/chromium', PLAYWRIGHT], starting: [PLAYWRIGHT] });
    const result = await findChromium(deps);
    expect(result.found).toMatchObject({ path: PLAYWRIGHT, source: "Playwright's chromium" });
    expect(result.tried).toEqual(['system /usr/bin/chromium (exit 127)']);
  });

  it('falls back to @sparticuz/chromium when there is no system or Playwright browser', async () => {
    const { deps } = machine({ files: [], starting: [SPARTICUZ], sparticuz: SPARTICUZ });
    const result = await findChromium(deps);
    expect(result.found).toMatchObject({ path: SPARTICUZ, source: '@sparticuz/chromium' });
    expect(result.tried).toEqual([
      'system Chromium (none on PATH or in /usr/bin)',
      "Playwright's chromium (not installed)",
    ]);
  });

  it('does not unpack @sparticuz/chromium when an earlier browser starts', async () => {
    let unpacked = false;
    const { deps } = machine({ files: ['/usr/bin/chromium'], starting: ['/usr/bin/chromium'] });
    await findChromium({
      ...deps,
      sparticuzPath: () => {
        unpacked = true;
        return Promise.resolve(SPARTICUZ);
      },
    });
    expect(unpacked).toBe(false);
  });

  it('none found, package missing: one line naming every try and `npm ci` as the fix', async () => {
    const result = await findChromium(machine({ playwright: undefined, sparticuz: null }).deps);
    expect(result.found).toBeNull();
    expect(result.fix).toBe(FIX_INSTALL_PACKAGES);
    const message = notFoundMessage(result);
    expect(message).toBe(
      'No Chromium could start (tried: system Chromium (none on PATH or in /usr/bin); ' +
        "Playwright's chromium (not installed); @sparticuz/chromium (not installed)). " +
        'Fix: run `npm ci`, or set CHROMIUM_PATH to a Chromium.',
    );
    expect(message).not.toContain('\n');
  });

  it('none found, package present but not starting: the system package as the fix', async () => {
    const result = await findChromium(machine({ files: [PLAYWRIGHT], sparticuz: SPARTICUZ }).deps);
    expect(result.found).toBeNull();
    expect(result.fix).toBe(FIX_SYSTEM_CHROMIUM);
    expect(result.tried).toEqual([
      'system Chromium (none on PATH or in /usr/bin)',
      `Playwright's chromium ${PLAYWRIGHT} (exit 127)`,
      `@sparticuz/chromium ${SPARTICUZ} (exit 127)`,
    ]);
    expect(notFoundMessage(result)).toContain('Fix: run `sudo apt-get install -y chromium`');
  });

  it('none found, unpacking failed: the error is in the line', async () => {
    const result = await findChromium(machine({ playwright: undefined, sparticuz: new Error('ENOSPC') }).deps);
    expect(result.found).toBeNull();
    expect(result.tried).toContain('@sparticuz/chromium (could not unpack: ENOSPC)');
  });
});

describe('chromiumFlavour', () => {
  it('names the build by where it comes from', () => {
    expect(chromiumFlavour('/usr/bin/chromium')).toBe('system-chromium');
    expect(chromiumFlavour('/usr/bin/google-chrome-stable')).toBe('system-google-chrome-stable');
    expect(chromiumFlavour('/tmp/portfolio-sparticuz-chromium-153.0.0/chromium')).toBe('sparticuz');
    expect(chromiumFlavour('/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome')).toBe('playwright');
    expect(chromiumFlavour('/opt/my-build/chrome')).toBe('other');
  });
});

describe('systemCandidates', () => {
  it('lists the usual folders first, then PATH, each path once', () => {
    const candidates = systemCandidates('/usr/bin:/home/dev/bin');
    expect(candidates[0]).toBe('/usr/bin/chromium');
    expect(candidates).toContain('/home/dev/bin/google-chrome');
    expect(new Set(candidates).size).toBe(candidates.length);
    expect(candidates.indexOf('/usr/bin/chromium-browser')).toBeLessThan(
      candidates.indexOf('/home/dev/bin/chromium-browser'),
    );
  });
});
