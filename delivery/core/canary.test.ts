import { describe, expect, it } from 'vitest';
import {
  canaryStateProblem,
  canaryThreshold,
  cookieValue,
  endCanary,
  isOnCandidate,
  murmurHash2,
  previewOf,
  releaseEntryBeside,
  releasesForRequest,
  sendsPrivacySignal,
  visitorKey,
  withCanary,
  withPreviewMarker,
} from './canary.mjs';

const REMOTES = ['skills', 'projects', 'contact'];
const remotes = {
  skills: 'http://localhost:8081/aaaa/remoteEntry.js',
  projects: 'http://localhost:8082/bbbb/remoteEntry.js',
  contact: 'http://localhost:8083/cccc/remoteEntry.js',
};
const canary = { entry: 'http://localhost:8081/dddd/remoteEntry.js', percent: 20, salt: 'k3y' };
/** 2,000 fresh visitors: one address, each its own browser build (what the e2e tests send too). */
const visitors = Array.from({ length: 2000 }, (_, index) =>
  visitorKey({ address: '127.0.0.1', userAgent: `Mozilla/5.0 canary-visitor/${index}` }),
);

describe('murmurHash2 (nginx split_clients)', () => {
  it('gives the reference MurmurHash2 values, seed 0', () => {
    // Reference values of Austin Appleby's MurmurHash2 (seed 0), which ngx_murmur_hash2 is.
    expect(murmurHash2('')).toBe(0);
    expect(murmurHash2('a')).toBe(0x92685f5e);
    expect(murmurHash2('abc')).toBe(0x13577c9b);
  });
  it('puts keys in the arms nginx 1.22 split_clients put them in', () => {
    // nginx -c … with `split_clients "$arg_k" $arm { 37.25% candidate; * stable; }`, keys k0-… to k23-xx:
    // c = candidate, s = stable (and all 600 keys of the same kind agreed when this was recorded).
    const nginxArms = 'sssssscsssssccccsssssccs';
    const arms = Array.from({ length: 24 }, (_, i) =>
      isOnCandidate(`k${i}-${'x'.repeat(i % 7)}`, { percent: 37.25, salt: '' }) ? 'c' : 's',
    ).join('');
    expect(arms).toBe(nginxArms);
  });
  it('puts the share under the threshold split_clients computes', () => {
    expect(canaryThreshold(0)).toBe(0);
    expect(canaryThreshold(100)).toBe(0xffffffff);
    expect(canaryThreshold(20)).toBe(Math.floor((2000 * 0xffffffff) / 10000));
  });
});

describe('the split', () => {
  it('puts 20 % ± 3 points of 2,000 fresh visitors on the candidate', () => {
    const share = visitors.filter((key) => isOnCandidate(key, canary)).length / visitors.length;
    expect(Math.abs(share * 100 - 20)).toBeLessThanOrEqual(3);
  });
  it('holds for other shares and salts', () => {
    for (const [percent, salt] of [
      [5, 'a'],
      [50, 'b'],
      [80, 'c7'],
    ] as const) {
      const share = visitors.filter((key) => isOnCandidate(key, { percent, salt })).length / visitors.length;
      expect(Math.abs(share * 100 - percent)).toBeLessThanOrEqual(3);
    }
  });
  it('keeps a visitor in their arm on every request (sticky without storage)', () => {
    for (const key of visitors.slice(0, 200))
      expect(isOnCandidate(key, canary)).toBe(isOnCandidate(`${key}`, { ...canary }));
  });
  it('a new canary (new salt) draws another share of visitors', () => {
    const first = visitors.filter((key) => isOnCandidate(key, canary));
    const second = visitors.filter((key) => isOnCandidate(key, { ...canary, salt: 'other' }));
    const overlap = first.filter((key) => second.includes(key)).length;
    // Independent draws overlap by about 20 % of 20 %.
    expect(overlap / first.length).toBeLessThan(0.35);
  });
});

describe('releasesForRequest', () => {
  const onCandidate = visitors.find((key) => isOnCandidate(key, canary)) ?? '';
  const onStable = visitors.find((key) => !isOnCandidate(key, canary)) ?? '';
  const base = { remotes, canaries: { skills: canary }, preview: null, privacySignal: false };

  it('serves the candidate to a visitor in the share, for every use of the entry', () => {
    const chosen = releasesForRequest({ ...base, visitor: onCandidate });
    expect(chosen.remotes).toEqual({ ...remotes, skills: canary.entry });
    expect(chosen.candidates).toEqual(['skills']);
    expect(chosen.variant).toBe('candidate:skills');
  });
  it('serves stable to the others, and to anyone sending Global Privacy Control', () => {
    expect(releasesForRequest({ ...base, visitor: onStable }).remotes).toEqual(remotes);
    const gpc = releasesForRequest({ ...base, visitor: onCandidate, privacySignal: true });
    expect(gpc.remotes).toEqual(remotes);
    expect(gpc.variant).toBe('stable');
  });
  it('serves a preview its release, beside the stable one', () => {
    const chosen = releasesForRequest({ ...base, visitor: onStable, preview: { remote: 'projects', release: 'eeee' } });
    expect(chosen.remotes.projects).toBe('http://localhost:8082/eeee/remoteEntry.js');
    expect(chosen.variant).toBe('preview:projects:eeee');
  });
});

describe('preview requests', () => {
  it('takes the link, keeps it in a session cookie, and ends it with ?preview=off', () => {
    const asked = previewOf({ query: 'skills:abc123', cookieHeader: null, remotes: REMOTES });
    expect(asked.preview).toEqual({ remote: 'skills', release: 'abc123' });
    expect(asked.setCookie).toBe('mf_preview=skills:abc123; Path=/; HttpOnly; SameSite=Lax');
    const kept = previewOf({ query: null, cookieHeader: 'a=1; mf_preview=skills:abc123', remotes: REMOTES });
    expect(kept).toEqual({ preview: { remote: 'skills', release: 'abc123' }, setCookie: null });
    const off = previewOf({ query: 'off', cookieHeader: 'mf_preview=skills:abc123', remotes: REMOTES, https: true });
    expect(off.preview).toBeNull();
    expect(off.setCookie).toContain('Max-Age=0');
    expect(off.setCookie).toContain('Secure');
  });
  it('ignores an unknown remote or an unsafe release', () => {
    for (const query of ['nope:abc', 'skills:../x', 'skills:', 'skills:ABC', 'skills'])
      expect(previewOf({ query, cookieHeader: null, remotes: REMOTES }).preview).toBeNull();
  });
  it('reads one cookie among others', () => {
    expect(cookieValue('x=1; mf_preview=a:b; y=2', 'mf_preview')).toBe('a:b');
    expect(cookieValue(undefined, 'mf_preview')).toBeNull();
  });
  it('shows the marker before </body>, with a way out', () => {
    const html = withPreviewMarker('<html><body><div id="root"></div></body></html>', {
      remote: 'skills',
      release: 'abc',
    });
    expect(html).toMatch(
      /<div id="root"><\/div><aside aria-label="Preview"[^>]*>Preview: skills abc <a href="\?preview=off"/,
    );
    expect(html.endsWith('</aside></body></html>')).toBe(true);
  });
});

describe('releaseEntryBeside', () => {
  it('puts a release beside the stable one, or under the root', () => {
    expect(releaseEntryBeside('http://localhost:8081/aaaa/remoteEntry.js', 'bbbb')).toBe(
      'http://localhost:8081/bbbb/remoteEntry.js',
    );
    expect(releaseEntryBeside('http://localhost:4174/remoteEntry.js', 'bbbb')).toBe(
      'http://localhost:4174/bbbb/remoteEntry.js',
    );
    expect(() => releaseEntryBeside('http://localhost:4174/remoteEntry.js', '../x')).toThrow(/unsafe/);
  });
});

describe('canary state', () => {
  it('starts, promotes and aborts', () => {
    const canaries = withCanary({}, 'skills', canary.entry, 20, { salt: 'k3y', now: new Date(0) });
    expect(canaryStateProblem(canaries, REMOTES)).toBeNull();
    expect(endCanary({ remotes, canaries }, 'skills', 'promote')).toEqual({
      remotes: { ...remotes, skills: canary.entry },
      canaries: {},
    });
    expect(endCanary({ remotes, canaries }, 'skills', 'abort')).toEqual({ remotes, canaries: {} });
    expect(() => endCanary({ remotes, canaries: {} }, 'skills', 'abort')).toThrow(/no canary/);
  });
  it('refuses a bad canary.json, one line', () => {
    expect(canaryStateProblem([], REMOTES)).toMatch(/object/);
    expect(canaryStateProblem({ nope: canary }, REMOTES)).toMatch(/unknown remote/);
    expect(canaryStateProblem({ skills: { ...canary, percent: 100 } }, REMOTES)).toMatch(/percent/);
    expect(canaryStateProblem({ skills: { ...canary, percent: 20.001 } }, REMOTES)).toMatch(/percent/);
    expect(canaryStateProblem({ skills: { ...canary, entry: 'javascript:x' } }, REMOTES)).toMatch(/entry/);
    expect(canaryStateProblem({ skills: { ...canary, salt: 'A"' } }, REMOTES)).toMatch(/salt/);
  });
  it('reads the privacy signals', () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    expect(sendsPrivacySignal(headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(sendsPrivacySignal(headers({ dnt: '1' }))).toBe(true);
    expect(sendsPrivacySignal(headers({}))).toBe(false);
  });
});
