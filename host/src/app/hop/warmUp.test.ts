import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import { createWarmUp } from './warmUp';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The idle periods the page asks for, and the requests it makes. */
function page() {
  const idleRequests: (IdleRequestOptions | undefined)[] = [];
  vi.stubGlobal('requestIdleCallback', (_: IdleRequestCallback, options?: IdleRequestOptions) =>
    idleRequests.push(options),
  );
  vi.stubGlobal('cancelIdleCallback', () => {});
  const fetched: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return new Promise<Response>(() => {});
  });
  return { idleRequests, fetched };
}

describe('the warm-up', () => {
  it("asks, once the page has loaded, for an idle period to fetch the host's pages within the bound of all idle work (IDLE_TIMEOUT_MS)", async () => {
    const { idleRequests } = page();
    expect(document.readyState).toBe('complete');
    createWarmUp().hostPagesWhenIdle();
    await vi.waitFor(() => expect(idleRequests).toEqual([{ timeout: IDLE_TIMEOUT_MS }]));
  });

  it("fetches the static sections' HTML and CSS once the page has loaded, waiting for no idle period", async () => {
    const { idleRequests, fetched } = page();
    createWarmUp().staticSections();
    await vi.waitFor(() => expect(fetched.some((url) => url.endsWith('/remotes.json'))).toBe(true));
    expect(idleRequests).toEqual([]);
  });
});
