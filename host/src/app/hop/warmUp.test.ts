import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_TIMEOUT_MS } from '@portfolio/shared/federation/loading';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import { resetRemoteUrlPlugin } from '../../features/remotes/runtime/remoteUrlPlugin';
import { createWarmUp } from './warmUp';

beforeEach(() => resetRemoteUrlPlugin());

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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
  /** The warm-up's first request: remotes.json, for the entries whose sections it fetches. */
  const started = () => fetched.some((url) => url.endsWith('/remotes.json'));
  return { idleRequests, fetched, started };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('the warm-up', () => {
  it("fetches what a hop draws once the page has loaded, waiting for no idle period; the host's pages within the bound of all idle work (IDLE_TIMEOUT_MS)", async () => {
    const { idleRequests, started } = page();
    expect(document.readyState).toBe('complete');
    createWarmUp().ahead('/');
    await vi.waitFor(() => expect(started()).toBe(true));
    // The idle period asked for is the host pages' alone: the sections' fetches did not wait for it.
    expect(idleRequests).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
  });

  it("keeps a host page's own islands from its server HTML at once, and fetches only the other host pages", async () => {
    const { fetched } = page();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callback({} as IdleDeadline));
    document.body.innerHTML = '<main id="main"><div data-island="education"><ol><li>School</li></ol></div></main>';
    const warmUp = createWarmUp();
    warmUp.ahead('/education');
    expect(warmUp.cache.island('education')?.markup).toBe('<ol><li>School</li></ol>');
    const pathsFetched = () => fetched.map((url) => new URL(url, location.href).pathname);
    await vi.waitFor(() => expect(pathsFetched()).toContain('/'));
    expect(pathsFetched()).not.toContain('/education');
    document.body.innerHTML = '';
  });

  it('starts once the page has loaded when it has no section of its own', async () => {
    const { started } = page();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    createWarmUp().ahead('/');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started()).toBe(false);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it("waits past the load event for the page's own section's code", async () => {
    const { started } = page();
    // Just after navigation: the section's own bound, counted from navigation start, is far off.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const section = deferred();
    const warmUp = createWarmUp();
    warmUp.afterOwnSection(section.promise);
    warmUp.ahead('/skills');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started()).toBe(false);
    section.resolve();
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('starts when the section failed to load', async () => {
    const { started } = page();
    const section = deferred();
    const warmUp = createWarmUp();
    warmUp.afterOwnSection(section.promise);
    warmUp.ahead('/skills');
    section.reject(new Error('remote down'));
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it("starts when a section that hangs is given up: at the section's own bound, counted from navigation start", async () => {
    const { started } = page();
    vi.useFakeTimers();
    const navigatedMsAgo = 1500;
    vi.spyOn(performance, 'now').mockReturnValue(navigatedMsAgo);
    const warmUp = createWarmUp();
    warmUp.afterOwnSection(new Promise(() => {}));
    warmUp.ahead('/skills');
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - navigatedMsAgo - 1);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toBe(true);
  });
});
