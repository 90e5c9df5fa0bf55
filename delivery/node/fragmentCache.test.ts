// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFragmentCache } from './fragmentCache.mjs';

const RELEASE_A = 'http://remote/a1/fragment.contract-1.html';
const RELEASE_B = 'http://remote/b2/fragment.contract-1.html';

function clock(start = 1000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A remote whose answer the test sets; counts the fetches. */
function remote(answer: () => string | Error = () => 'good') {
  const calls: string[] = [];
  let next = answer;
  return {
    calls,
    answer: (fn: () => string | Error) => (next = fn),
    load: (key: string) => async () => {
      calls.push(key);
      const result = next();
      if (result instanceof Error) throw result;
      return result;
    },
  };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('fragment cache', () => {
  it('keeps a good fragment: the remote is asked once, however many pages want it at once', async () => {
    const cache = createFragmentCache();
    const origin = remote(() => '<div>a</div>');
    const pages = await Promise.all(Array.from({ length: 300 }, () => cache.get(RELEASE_A, origin.load(RELEASE_A))));
    expect(pages.every((page) => page.text === '<div>a</div>' && !page.stale)).toBe(true);
    expect(origin.calls).toEqual([RELEASE_A]);
    await cache.get(RELEASE_A, origin.load(RELEASE_A));
    expect(origin.calls).toHaveLength(1);
  });

  it('keys by release: a re-pointed fragment URL is fetched and never answered with the old release', async () => {
    const cache = createFragmentCache();
    const origin = remote();
    origin.answer(() => 'release a');
    expect((await cache.get(RELEASE_A, origin.load(RELEASE_A))).text).toBe('release a');
    origin.answer(() => 'release b');
    expect((await cache.get(RELEASE_B, origin.load(RELEASE_B))).text).toBe('release b');
    expect((await cache.get(RELEASE_A, origin.load(RELEASE_A))).text).toBe('release a'); // rollback
    expect(origin.calls).toEqual([RELEASE_A, RELEASE_B]);
  });

  it('never keeps a failed or invalid answer: the next page asks again, and gets the error meanwhile', async () => {
    const cache = createFragmentCache();
    const origin = remote(() => new Error('HTTP 500'));
    await expect(cache.get(RELEASE_A, origin.load(RELEASE_A))).rejects.toThrow('HTTP 500');
    expect(cache.stats().entries).toBe(0);
    // An invalid fragment is a rejection of the loader (the server checks it with the deploy rules).
    origin.answer(() => new Error('fails the deploy checks: contains a <script>'));
    await expect(cache.get(RELEASE_A, origin.load(RELEASE_A))).rejects.toThrow('<script>');
    expect(cache.stats().entries).toBe(0);
    origin.answer(() => 'good now');
    expect(await cache.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good now', stale: false });
    expect(origin.calls).toHaveLength(3);
  });

  it('serves the last good copy when refreshes fail, marked stale, and unmarks it once the remote is back', async () => {
    const time = clock();
    const cache = createFragmentCache({ freshMs: 5000, retryMs: 1000, now: time.now });
    const origin = remote(() => 'good');
    await cache.get(RELEASE_A, origin.load(RELEASE_A));

    origin.answer(() => new Error('connect ECONNREFUSED'));
    time.advance(4999);
    expect(await cache.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good', stale: false });
    expect(origin.calls).toHaveLength(1); // fresh: the remote is not asked

    time.advance(1);
    // Past its freshness: served at once, one refresh in the background (it fails).
    expect(await cache.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good', stale: false });
    await settle();
    expect(origin.calls).toHaveLength(2);
    expect(await cache.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good', stale: true });
    await settle();
    expect(origin.calls).toHaveLength(2); // a failing remote is asked at most once per retryMs

    time.advance(1000);
    origin.answer(() => 'good');
    expect((await cache.get(RELEASE_A, origin.load(RELEASE_A))).stale).toBe(true);
    await settle();
    expect(origin.calls).toHaveLength(3);
    expect(await cache.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good', stale: false });
  });

  it('an invalid answer on refresh never replaces the last good copy', async () => {
    const time = clock();
    const cache = createFragmentCache({ freshMs: 10, now: time.now });
    const origin = remote(() => 'good');
    await cache.get(RELEASE_A, origin.load(RELEASE_A));
    origin.answer(() => new Error('not one root <div data-mf-remote="skills">'));
    time.advance(10);
    await cache.get(RELEASE_A, origin.load(RELEASE_A));
    await settle();
    expect(await cache.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good', stale: true });
  });

  it('with no freshness, asks the remote for every page (one fetch at a time) and keeps the copy for failures', async () => {
    const cache = createFragmentCache({ freshMs: 0 });
    const origin = remote(() => 'build one');
    expect((await cache.get(RELEASE_A, origin.load(RELEASE_A))).text).toBe('build one');
    origin.answer(() => 'build two'); // the same URL now serves another build
    const pages = await Promise.all([1, 2, 3].map(() => cache.get(RELEASE_A, origin.load(RELEASE_A))));
    expect(pages.map((page) => page.text)).toEqual(['build two', 'build two', 'build two']);
    expect(origin.calls).toHaveLength(2);
    origin.answer(() => new Error('connect ECONNREFUSED'));
    expect(await cache.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'build two', stale: true });
  });

  it('a failure that staleOn refuses (a 404) drops the copy: the failure stands', async () => {
    const time = clock();
    const notFound = Object.assign(new Error('HTTP 404'), { status: 404 });
    const cache = createFragmentCache({ freshMs: 10, now: time.now, staleOn: (error) => error !== notFound });
    const origin = remote(() => 'good');
    await cache.get(RELEASE_A, origin.load(RELEASE_A));
    origin.answer(() => notFound);
    time.advance(10);
    await cache.get(RELEASE_A, origin.load(RELEASE_A)); // served, refresh in the background gets the 404
    await settle();
    expect(cache.has(RELEASE_A)).toBe(false);
    await expect(cache.get(RELEASE_A, origin.load(RELEASE_A))).rejects.toThrow('HTTP 404');
  });

  it('is bounded by entries and by size, dropping the least recently used copy first', async () => {
    const cache = createFragmentCache({ maxEntries: 2, maxBytes: 10 });
    const origin = remote(() => 'xxxx');
    await cache.get('one', origin.load('one'));
    await cache.get('two', origin.load('two'));
    await cache.get('one', origin.load('one')); // one is now the most recent
    await cache.get('three', origin.load('three'));
    expect([cache.has('one'), cache.has('two'), cache.has('three')]).toEqual([true, false, true]);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8 });

    origin.answer(() => 'y'.repeat(11)); // larger than the whole bound: served, not kept
    expect((await cache.get('big', origin.load('big'))).text).toHaveLength(11);
    expect(cache.has('big')).toBe(false);
    origin.answer(() => 'zzzzzz');
    await cache.get('four', origin.load('four')); // a third entry: one (least recent) goes
    expect([cache.has('one'), cache.has('three'), cache.has('four')]).toEqual([false, true, true]);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 10 });
    origin.answer(() => 'w');
    await cache.get('five', origin.load('five')); // 11 > 10 bytes: three goes, though two entries fit
    expect([cache.has('three'), cache.has('four'), cache.has('five')]).toEqual([false, true, true]);
  });

  it('tells its siblings what it loaded and what failed, and takes in theirs (one fetch for all processes)', async () => {
    const time = clock();
    const told: string[] = [];
    const options = { freshMs: 5000, retryMs: 1000, now: time.now };
    const loader = createFragmentCache({
      ...options,
      onStore: (key, text) => told.push(`store ${key} ${text}`),
      onFailure: (key) => told.push(`failed ${key}`),
    });
    const sibling = createFragmentCache(options);
    const origin = remote(() => 'good');
    await loader.get(RELEASE_A, origin.load(RELEASE_A));
    expect(told).toEqual([`store ${RELEASE_A} good`]);
    sibling.put(RELEASE_A, 'good');
    // The sibling answers from the copy it was given: the remote is not asked again.
    expect(await sibling.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good', stale: false });
    expect(origin.calls).toHaveLength(1);

    // The remote dies; the loader's refresh fails and says so; the sibling marks its copy stale at once.
    origin.answer(() => new Error('connect ECONNREFUSED'));
    time.advance(5000);
    await loader.get(RELEASE_A, origin.load(RELEASE_A));
    await settle();
    expect(told).toEqual([`store ${RELEASE_A} good`, `failed ${RELEASE_A}`]);
    sibling.markFailed(RELEASE_A);
    expect(await sibling.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good', stale: true });
    await settle();
    expect(origin.calls).toHaveLength(2); // the sibling waits retryMs before asking the remote itself
    sibling.markFailed(RELEASE_B); // a key it does not hold: nothing kept, nothing thrown
    expect(sibling.has(RELEASE_B)).toBe(false);

    // A good copy from a sibling clears the mark; what was given is never told back (no echo).
    sibling.put(RELEASE_A, 'good again');
    expect(await sibling.get(RELEASE_A, origin.load(RELEASE_A))).toEqual({ text: 'good again', stale: false });
    expect(told).toHaveLength(2);
  });

  it('a copy given by a sibling is bounded like its own', () => {
    const cache = createFragmentCache({ maxEntries: 1 });
    cache.put(RELEASE_A, 'a');
    cache.put(RELEASE_B, 'b');
    expect([cache.has(RELEASE_A), cache.has(RELEASE_B)]).toEqual([false, true]);
  });
});
