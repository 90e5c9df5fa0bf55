// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishCanary, previewLink, readCanaries, startCanary } from './canaryState.mjs';
import { addRelease, copyBuilds, readRemotesJson } from './releases.mjs';
import { scratchDeploy, writeRemoteBuild } from './testPrefix';

let scratch: ReturnType<typeof scratchDeploy>;
let candidate = '';
beforeEach(() => {
  scratch = scratchDeploy();
  copyBuilds({ fresh: true });
  candidate = addRelease('skills', writeRemoteBuild(join(scratch.root, 'b'), 'skills', 'b'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  scratch.remove();
});

describe('canary state', () => {
  it('has no canary until one starts, then names its candidate and share', () => {
    expect(readCanaries()).toEqual({});
    const canary = startCanary('skills', candidate, 12.5);
    expect(canary).toMatchObject({ percent: 12.5, entry: expect.stringContaining(`/${candidate}/remoteEntry.js`) });
    expect(readCanaries()).toEqual({ skills: canary });
    expect(existsSync(join(scratch.prefix, 'sites', 'host', 'canary.json'))).toBe(true);
  });

  it('refuses a share outside 0-100, the stable release and a release not deployed', () => {
    expect(() => startCanary('skills', candidate, 100)).toThrow('above 0 and below 100');
    const stable = readRemotesJson().skills!.split('/').at(-2)!;
    expect(() => startCanary('skills', stable, 10)).toThrow('stable release already');
    expect(() => startCanary('skills', 'abcdef0123', 10)).toThrow('no release abcdef0123');
  });

  it('promote makes the candidate stable; abort keeps stable; both end the canary', () => {
    const stable = readRemotesJson().skills;
    startCanary('skills', candidate, 10);
    expect(finishCanary('skills', 'abort')).toBe(stable);
    expect(readCanaries()).toEqual({});
    startCanary('skills', candidate, 10);
    expect(finishCanary('skills', 'promote')).toContain(`/${candidate}/`);
    expect(readRemotesJson().skills).toContain(`/${candidate}/`);
    expect(readCanaries()).toEqual({});
  });
});

describe('previewLink', () => {
  it("opens the remote's first route with the release named", () => {
    expect(previewLink('skills', candidate)).toMatch(
      new RegExp(`^http://localhost:8080/skills\\?.+=skills:${candidate}$`),
    );
  });
});
