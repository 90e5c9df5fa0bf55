import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberScroll, scrollAfterHop, scrollToWhenReachable } from './useScrollOnHop';

describe('scrollAfterHop', () => {
  it('starts a page reached by a link at its top', () => {
    expect(scrollAfterHop('PUSH', true, '', 1600)).toBe(0);
    expect(scrollAfterHop('REPLACE', true, '', undefined)).toBe(0);
  });

  it('returns by back or forward to where a hop left the entry', () => {
    expect(scrollAfterHop('POP', true, '', 1600)).toBe(1600);
    expect(scrollAfterHop('POP', true, '', undefined)).toBeNull();
  });

  it('leaves a fragment and the same page to the browser', () => {
    expect(scrollAfterHop('PUSH', true, '#about', undefined)).toBeNull();
    expect(scrollAfterHop('PUSH', false, '', undefined)).toBeNull();
    expect(scrollAfterHop('POP', true, '#about', 1600)).toBeNull();
  });
});

describe('scrollToWhenReachable', () => {
  /** A window whose page is `height` px taller than its viewport: scrollTo stops there, as a browser's does. */
  function fakePage(height: number) {
    const page = { height, y: 0, grown: [] as (() => void)[] };
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => page.y);
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      page.y = Math.min(options.top ?? page.y, page.height);
    }) as typeof window.scrollTo);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          page.grown.push(callback);
        }
        observe() {}
        disconnect() {
          page.grown = [];
        }
      },
    );
    const grow = (to: number) => {
      page.height = to;
      for (const callback of [...page.grown]) callback();
    };
    return { page, grow };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls at once when the page is tall enough, and watches nothing', () => {
    const { page } = fakePage(3000);
    scrollToWhenReachable(1600);
    expect(page.y).toBe(1600);
    expect(page.grown).toHaveLength(0);
  });

  it('follows a page that grows until the offset is reached', () => {
    const { page, grow } = fakePage(400);
    scrollToWhenReachable(1600);
    expect(page.y).toBe(400);
    grow(900);
    expect(page.y).toBe(900);
    grow(2400);
    expect(page.y).toBe(1600);
    expect(page.grown).toHaveLength(0);
  });

  it('gives way to the visitor scrolling on their own', () => {
    const { page, grow } = fakePage(400);
    scrollToWhenReachable(1600);
    window.dispatchEvent(new Event('wheel'));
    grow(2400);
    expect(page.y).toBe(400);
  });

  it('stops waiting when stopped (the next hop)', () => {
    const stopped = fakePage(400);
    const stop = scrollToWhenReachable(1600);
    stop();
    stopped.grow(2400);
    expect(stopped.page.y).toBe(400);
  });
});

describe('rememberScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("keeps the offset in the entry's own state, beside the router's, so a return finds it", () => {
    window.history.replaceState({ key: 'a1', idx: 0, usr: null }, '', '/skills');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1234.4);
    rememberScroll();
    window.history.pushState({ key: 'b2', idx: 1, usr: null }, '', '/education');
    expect(window.history.state).toEqual({ key: 'b2', idx: 1, usr: null });
    window.history.back();
    return vi.waitFor(() => expect(window.history.state).toEqual({ key: 'a1', idx: 0, usr: null, scrollY: 1234 }));
  });
});
