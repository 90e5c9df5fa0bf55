import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { fetchRemoteCode, fetchStaticSection } from './prefetch';
import { resetRemoteUrlPlugin } from './remoteUrlPlugin';

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

afterEach(() => {
  resetRemoteUrlPlugin();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe.each([
  ['a section warmed for a hop', fetchRemoteCode],
  ["a static section's HTML and CSS", fetchStaticSection],
])('%s', (_, warm) => {
  it("gives up on files that stall at the bound a section's load has (REMOTE_LOAD_TIMEOUT_MS), not before", async () => {
    vi.useFakeTimers();
    const stalled = stalledRemote();
    const outcome = vi.fn();
    warm('skills', 'low').then(
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
