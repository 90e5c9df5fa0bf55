import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWarmCache } from './warmCache';
import { islandImages, pageScripts, warmHostPages } from './warmHostPages';

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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('warmHostPages', () => {
  it("keeps a host page's islands however late the page arrives: nothing waits for it, so nothing gives up on it", async () => {
    vi.useFakeTimers();
    slowServer();
    const cache = createWarmCache();
    const warming = warmHostPages(cache, ['/'], 'low');
    await vi.advanceTimersByTimeAsync(SLOW_MS - 1);
    expect(cache.island('about')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await warming;
    expect(cache.island('about')?.markup).toBe('<p>About me</p>');
  });
});

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const HOME = parse(`<!doctype html><html><head>
  <script>/* theme */</script>
  <script type="module" src="/assets/boot-abc.js"></script>
</head><body><div id="root">
  <div data-island="header" style="display:contents"><header>nav</header></div>
  <main id="main">
    <div data-island="hero" style="display:contents"><h1>Hi</h1><div data-island="hero-links"><a href="/x">x</a></div></div>
    <div data-island="about" data-island-static="" style="display:contents"><p>About me</p></div>
    <div data-island="static-writing" style="display:contents"><div data-mf-remote="writing"><h2>Latest</h2></div></div>
  </main>
</div></body></html>`);

describe('islandImages', () => {
  it("lists the images of the kept islands once each, as absolute URLs, none of a remote's section", () => {
    const page = parse(`<main id="main">
      <div data-island="cards"><img src="/assets/cap.svg" alt=""><div data-island="inner"><img src="/assets/cap.svg" alt=""><img src="books.svg" alt=""></div></div>
      <div data-island="static-skills"><div data-mf-remote="skills"><img src="/remote.png" alt=""></div></div>
    </main><div data-island="header"><img src="/logo.svg" alt=""></div>`);
    const kept = (page: Document) => createWarmCache().rememberIslandsOf(page);
    expect(islandImages(kept(page), 'https://example.com/education')).toEqual([
      'https://example.com/assets/cap.svg',
      'https://example.com/books.svg',
    ]);
    expect(islandImages(kept(HOME), 'https://example.com/')).toEqual([]);
  });
});

describe('pageScripts', () => {
  it("lists a page's module scripts as absolute URLs, so two releases differ", () => {
    expect(pageScripts(HOME, 'https://example.com/education')).toEqual(['https://example.com/assets/boot-abc.js']);
    const other = parse('<script type="module" src="/assets/boot-def.js"></script>');
    expect(pageScripts(other, 'https://example.com/')).not.toEqual(pageScripts(HOME, 'https://example.com/'));
  });
});
