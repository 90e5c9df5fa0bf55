import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { fetchRemoteCode, fetchSectionView } from './fetchAhead';
import { createWarmCache } from './warmCache';
import { createWarmer } from './warmer';
import { resetRemoteUrlPlugin } from '../../features/remotes/runtime/remoteUrlPlugin';

const ENTRY = 'https://skills.example.test/v1/remoteEntry.js';

/** /remotes.json answers; every file of the remote stalls until its request is aborted. */
function stalledRemote() {
  const stalled: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (url.endsWith('/remotes.json'))
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ skills: ENTRY }) } as Response);
    stalled.push(url);
    return new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
    );
  });
  // jsdom's AbortSignal.timeout runs on a clock the fake timers do not drive.
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
    return controller.signal;
  });
  return stalled;
}

/** A healthy remote: each URL's answer; the URLs asked for, in order. */
function healthyRemote(remote: RemoteName) {
  const base = `https://${remote}.example.test/v1/`;
  const manifest = {
    exposes: [{ assets: { js: { sync: ['assets/Skills-a.js'], async: [] }, css: { sync: ['assets/Skills-b.css'] } } }],
  };
  const files: Record<string, string> = {
    [`${base}remoteEntry.js`]: 'entry',
    [`${base}mf-manifest.json`]: JSON.stringify(manifest),
    [`${base}assets/Skills-a.js`]: 'chunk',
    [`${base}assets/Skills-b.css`]: 'css',
    [`${base}fragment.contract-1.html`]: `<div data-mf-remote="${remote}"><p>Section</p></div>`,
  };
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    if (url.endsWith('/remotes.json'))
      return Promise.resolve({
        ok: true,
        json: () => Promise.resolve({ [remote]: `${base}remoteEntry.js` }),
      } as Response);
    asked.push(url.slice(base.length));
    const body = files[url];
    return Promise.resolve(new Response(body ?? '', { status: body === undefined ? 404 : 200 }));
  });
  return asked;
}

afterEach(() => {
  resetRemoteUrlPlugin();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe.each([
  ['a section warmed for a hop', fetchRemoteCode],
  ["a section's HTML and CSS", fetchSectionView],
])('%s', (_, warm) => {
  it("gives up on files that stall at the bound a section's load has (REMOTE_LOAD_TIMEOUT_MS), not before", async () => {
    vi.useFakeTimers();
    const stalled = stalledRemote();
    const outcome = vi.fn();
    warm(createWarmCache(), 'skills', 'low').then(
      () => outcome('warmed'),
      () => outcome('given up'),
    );
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(stalled.length).toBeGreaterThan(0);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.mock.calls).toEqual([['given up']]);
  });
});

describe('the warm-up of a healthy remote', () => {
  it("for a hop: the entry, the manifest, the section's chunks and stylesheets, and its HTML", async () => {
    const asked = healthyRemote('skills');
    await fetchRemoteCode(createWarmCache(), 'skills', 'low');
    expect(asked.sort()).toEqual(
      [
        'assets/Skills-a.js',
        'assets/Skills-b.css',
        'fragment.contract-1.html',
        'mf-manifest.json',
        'remoteEntry.js',
      ].sort(),
    );
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('media')).toBe('not all');
  });

  it('for a hop after its HTML and CSS were warmed: its code, and its HTML not asked again', async () => {
    const cache = createWarmCache();
    const asked = healthyRemote('skills');
    await fetchSectionView(cache, 'skills', 'low');
    asked.length = 0;
    await fetchRemoteCode(cache, 'skills', 'low');
    expect(asked).toContain('remoteEntry.js');
    expect(asked).toContain('assets/Skills-a.js');
    expect(asked).not.toContain('fragment.contract-1.html');
    expect(asked).not.toContain('mf-manifest.json');
  });

  it('asks for the manifest again after it failed', async () => {
    const cache = createWarmCache();
    const asked = healthyRemote('skills');
    const healthy = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.endsWith('mf-manifest.json') ? Promise.resolve(new Response('', { status: 503 })) : healthy(url, init),
    );
    await expect(fetchRemoteCode(cache, 'skills', 'low')).rejects.toThrow(/503/);
    vi.stubGlobal('fetch', healthy);
    asked.length = 0;
    await fetchRemoteCode(cache, 'skills', 'low');
    expect(asked).toContain('mf-manifest.json');
    expect(asked).toContain('assets/Skills-a.js');
  });

  it("for a section's HTML and CSS: the manifest, its HTML and its stylesheets, none of its code", async () => {
    const asked = healthyRemote('writing');
    await fetchSectionView(createWarmCache(), 'writing', 'low');
    expect(asked.sort()).toEqual(['assets/Skills-b.css', 'fragment.contract-1.html', 'mf-manifest.json']);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('media')).toBe('not all');
  });
});

describe('a remote remotes.json does not name', () => {
  it('fails its warm-up without an unhandled rejection, also for a call that finds its HTML asked for already', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      url.endsWith('/remotes.json')
        ? Promise.resolve({ ok: true, json: () => Promise.resolve({}) } as Response)
        : Promise.reject(new Error(`not asked for: ${url}`)),
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const cache = createWarmCache();
    const warms = [fetchSectionView(cache, 'writing', 'low'), fetchSectionView(cache, 'writing', 'high')];
    for (const result of await Promise.allSettled(warms)) expect(result.status).toBe('rejected');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});

describe("Home's static section on a tap", () => {
  it("asks for its HTML once when a finger's pointerdown and touchstart both press the link", async () => {
    const cache = createWarmCache();
    const asked = healthyRemote('writing');
    const warmer = createWarmer(cache, () => undefined);
    warmer.press('/');
    warmer.press('/');
    await cache.section('writing').markup;
    expect(asked.filter((file) => file.startsWith('fragment')).length).toBe(1);
    expect(asked.filter((file) => file === 'mf-manifest.json').length).toBe(1);
  });

  it('asks for it again after a failure, and not on the warm-up after load once it is in', async () => {
    const cache = createWarmCache();
    const asked = healthyRemote('writing');
    const healthy = globalThis.fetch;
    let fragmentFails = true;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      fragmentFails && url.includes('fragment')
        ? Promise.resolve(new Response('', { status: 503 }))
        : healthy(url, init),
    );
    let load = () => {};
    const warmer = createWarmer(cache, (callback) => (load = callback));
    warmer.press('/');
    expect(await cache.section('writing').markup).toBeNull();
    fragmentFails = false;
    warmer.intent('/');
    expect(await cache.section('writing').markup).not.toBeNull();
    warmer.idle([], ['writing']);
    load();
    await cache.section('writing').markup;
    expect(asked.filter((file) => file.startsWith('fragment'))).toHaveLength(1);
  });
});
