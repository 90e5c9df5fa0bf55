import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { createPrefetcher, INTENT_DELAY_MS, type PrefetcherOptions } from './prefetchDecision';

const REMOTES: Record<string, RemoteName> = { '/skills': 'skills', '/projects': 'projects', '/contact': 'contact' };

function setup(overrides: Partial<PrefetcherOptions> = {}) {
  const fetchRemote = vi.fn<PrefetcherOptions['fetchRemote']>(() => Promise.resolve());
  let idleCallback: (() => void) | null = null;
  const whenIdle = vi.fn((callback: () => void) => {
    idleCallback = callback;
  });
  const prefetcher = createPrefetcher({
    remoteOf: (path) => REMOTES[path] ?? null,
    fetchRemote,
    saveData: () => false,
    whenIdle,
    ...overrides,
  });
  return { prefetcher, fetchRemote, whenIdle, runIdle: () => idleCallback?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPrefetcher', () => {
  it('prefetches a remote route at low priority once the pointer or focus rests on its entry', async () => {
    const { prefetcher, fetchRemote } = setup();
    prefetcher.intent('/projects');
    expect(fetchRemote).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS);
    expect(fetchRemote).toHaveBeenCalledWith('projects', 'low');
    expect(prefetcher.isPrefetched('projects')).toBe(true);
  });

  it('ignores a pointer that only sweeps across the entry', async () => {
    const { prefetcher, fetchRemote } = setup();
    prefetcher.intent('/skills');
    await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS / 2);
    prefetcher.cancelIntent('/skills');
    await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS * 2);
    expect(fetchRemote).not.toHaveBeenCalled();
  });

  it("never prefetches the host's own pages", async () => {
    const { prefetcher, fetchRemote } = setup();
    prefetcher.intent('/education');
    prefetcher.intent('/');
    await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS * 2);
    expect(fetchRemote).not.toHaveBeenCalled();
  });

  it('prefetches each remote once, however often it is pointed at', async () => {
    const { prefetcher, fetchRemote } = setup();
    for (let i = 0; i < 3; i += 1) {
      prefetcher.intent('/contact');
      await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS);
      prefetcher.cancelIntent('/contact');
    }
    expect(fetchRemote).toHaveBeenCalledTimes(1);
  });

  it('tries again on a later intent when the prefetch failed', async () => {
    const { prefetcher, fetchRemote } = setup();
    fetchRemote.mockRejectedValueOnce(new Error('offline'));
    prefetcher.intent('/skills');
    await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS);
    expect(prefetcher.isPrefetched('skills')).toBe(false);
    prefetcher.intent('/skills');
    await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS);
    expect(fetchRemote).toHaveBeenCalledTimes(2);
    expect(prefetcher.isPrefetched('skills')).toBe(true);
  });

  it('does nothing with data-saver on, neither on intent nor when idle', async () => {
    const { prefetcher, fetchRemote, whenIdle } = setup({ saveData: () => true });
    prefetcher.intent('/projects');
    prefetcher.idle(['/skills', '/projects', '/contact']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchRemote).not.toHaveBeenCalled();
    expect(whenIdle).not.toHaveBeenCalled();
  });

  it('when idle, prefetches every remote route one after another, each in an idle period of its own, skipping those already done', async () => {
    const { prefetcher, fetchRemote, whenIdle, runIdle } = setup();
    prefetcher.intent('/projects');
    await vi.advanceTimersByTimeAsync(INTENT_DELAY_MS);
    prefetcher.idle(['/', '/skills', '/projects', '/contact']);
    expect(whenIdle).toHaveBeenCalledTimes(1);
    expect(fetchRemote).toHaveBeenCalledTimes(1);
    runIdle(); // '/': the host's own page, nothing to fetch
    await vi.runAllTimersAsync();
    expect(fetchRemote).toHaveBeenCalledTimes(1);
    runIdle();
    await vi.runAllTimersAsync();
    // One remote per idle period: the next waits for the browser to be idle again.
    expect(fetchRemote.mock.calls).toEqual([
      ['projects', 'low'],
      ['skills', 'low'],
    ]);
    runIdle(); // projects: already done
    await vi.runAllTimersAsync();
    runIdle();
    await vi.runAllTimersAsync();
    expect(fetchRemote.mock.calls).toEqual([
      ['projects', 'low'],
      ['skills', 'low'],
      ['contact', 'low'],
    ]);
    expect(whenIdle).toHaveBeenCalledTimes(4);
  });

  it('fetches the shown remote route at high priority right away', () => {
    const { prefetcher, fetchRemote } = setup();
    prefetcher.now('/contact');
    prefetcher.now('/education');
    expect(fetchRemote.mock.calls).toEqual([['contact', 'high']]);
  });
});
