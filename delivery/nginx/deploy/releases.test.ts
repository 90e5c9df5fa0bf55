// @vitest-environment node
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addRelease, copyBuilds, deployedReleases, pointRemote, readRemotesJson } from './releases.mjs';
import { REMOTES } from './settings.mjs';
import { scratchDeploy, writeRemoteBuild } from './testPrefix';

let scratch: ReturnType<typeof scratchDeploy>;
beforeEach(() => {
  scratch = scratchDeploy();
});
afterEach(() => {
  vi.unstubAllEnvs();
  scratch.remove();
});

describe('copyBuilds', () => {
  it('copies the host, adds each remote as a release and points remotes.json at it', () => {
    copyBuilds({ fresh: false });
    expect(existsSync(join(scratch.prefix, 'sites', 'host', '404.html'))).toBe(true);
    const remotes = readRemotesJson();
    expect(Object.keys(remotes)).toEqual(REMOTES);
    for (const remote of REMOTES) {
      const [release] = deployedReleases()[remote]!;
      expect(remotes[remote]).toMatch(new RegExp(`^http://localhost:\\d+/${release}/remoteEntry\\.js$`));
    }
  });

  it('keeps a deployed remotes.json, unless fresh', () => {
    copyBuilds({ fresh: false });
    const first = readRemotesJson().skills;
    const newer = writeRemoteBuild(join(scratch.root, 'skills-b'), 'skills', 'b');
    const release = addRelease('skills', newer);
    pointRemote('skills', release);
    copyBuilds({ fresh: false });
    expect(readRemotesJson().skills).toContain(`/${release}/`);
    copyBuilds({ fresh: true });
    expect(readRemotesJson().skills).toBe(first);
  });
});

describe('addRelease', () => {
  it('names a release by its content, so the same build is the same release', () => {
    const dist = writeRemoteBuild(join(scratch.root, 'b'), 'skills', 'b');
    const id = addRelease('skills', dist);
    expect(addRelease('skills', dist)).toBe(id);
    expect(addRelease('skills', writeRemoteBuild(join(scratch.root, 'c'), 'skills', 'c'))).not.toBe(id);
    expect(readdirSync(join(scratch.prefix, 'sites', 'skills')).sort()).toHaveLength(2);
  });

  it('refuses a build whose fragment would run a script, on one line', () => {
    const dist = writeRemoteBuild(join(scratch.root, 'bad'), 'skills', 'bad');
    const body = readdirSync(dist).find((file) => file.startsWith('fragment.'))!;
    writeFileSync(join(dist, body), '<div data-mf-remote="skills"><script>alert(1)</script></div>');
    expect(() => addRelease('skills', dist)).toThrow(/^release of skills refused: .*script/);
  });

  it('refuses an unknown remote and a folder without a build', () => {
    expect(() => addRelease('nope', scratch.root)).toThrow('unknown remote');
    expect(() => addRelease('skills', join(scratch.root, 'empty'))).toThrow('has no build of skills');
  });
});

describe('pointRemote', () => {
  it('points at a deployed release only', () => {
    copyBuilds({ fresh: true });
    expect(() => pointRemote('skills', 'abcdef0123')).toThrow('no release abcdef0123 of skills is deployed');
    expect(() => pointRemote('skills', '../host')).toThrow();
    const remotes = JSON.parse(readFileSync(join(scratch.prefix, 'sites', 'host', 'remotes.json'), 'utf8'));
    expect(remotes).toEqual(readRemotesJson());
  });
});

describe('deployedReleases', () => {
  it('refuses a folder whose name could not be a release (it would become config)', () => {
    copyBuilds({ fresh: true });
    writeRemoteBuild(join(scratch.prefix, 'sites', 'skills', 'Bad Name'), 'skills');
    expect(() => deployedReleases()).toThrow('Bad Name');
  });
});
