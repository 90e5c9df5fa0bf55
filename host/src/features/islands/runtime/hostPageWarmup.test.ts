import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetIslands, islandFromMarkup } from '@portfolio/shared/hydration/islandMarkup';
import { warmHostPages } from './hostPageWarmup';

const SLOW_MS = 60_000;
const PAGE = '<main id="main"><section data-island="about"><p>About me</p></section></main>';

/** The server answers each request SLOW_MS late, unless the request is aborted first. */
function slowServer() {
  vi.stubGlobal('fetch', (_: string, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(PAGE, { status: 200 })), SLOW_MS);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal!.reason as Error);
      });
    });
  });
  // jsdom's AbortSignal.timeout runs on a clock the fake timers do not drive.
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
    return controller.signal;
  });
}

afterEach(() => {
  forgetIslands();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmHostPages', () => {
  it("keeps a host page's islands however late the page arrives: nothing waits for it, so nothing gives up on it", async () => {
    vi.useFakeTimers();
    slowServer();
    const warming = warmHostPages(['/'], 'low');
    await vi.advanceTimersByTimeAsync(SLOW_MS - 1);
    expect(islandFromMarkup('about')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await warming;
    expect(islandFromMarkup('about')?.markup).toBe('<p>About me</p>');
  });
});
