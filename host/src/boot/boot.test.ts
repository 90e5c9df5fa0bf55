import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_BOOT, DOCUMENT_INTENT_EVENTS } from '@portfolio/shared/hydration/documentPage';
import { boot } from './boot';
import { APP_START_WITHIN_MS, WEB_FONT_ATTRIBUTE, type BootConfig } from './bootConfig';

const CONFIG: BootConfig = {
  app: '/assets/app.js',
  preloads: ['/assets/react.js', '/assets/dom.js', '/assets/other.js'],
  early: ['/assets/react.js', '/assets/dom.js'],
  webFont: 'Space Grotesk Variable',
  documentEntry: null,
  documentPreloads: [],
};

/** A PerformanceObserver whose first contentful paint the test reports (buffered: a later observer gets it too). */
function observePaints() {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void;
  const observers: Callback[] = [];
  let painted = false;
  const report = (callback: Callback) =>
    callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: Callback) {}
      observe() {
        observers.push(this.callback);
        if (painted) report(this.callback);
      }
      disconnect() {}
    },
  );
  return () => {
    painted = true;
    observers.forEach(report);
  };
}

function preloadsInHead() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

describe('the boot module', () => {
  let steps: string[];
  let fontLoad: ReturnType<typeof vi.fn>;
  const importModule = (href: string) => {
    steps.push(`import ${href}`);
    return Promise.resolve({});
  };

  beforeEach(() => {
    vi.useFakeTimers();
    steps = [];
    fontLoad = vi.fn(() => Promise.resolve([{}]));
    Object.defineProperty(document, 'fonts', { value: { load: fontLoad }, configurable: true });
    document.body.innerHTML = '<div id="root"><main><h1>Skills</h1></main></div>';
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(WEB_FONT_ATTRIBUTE);
    delete document.documentElement.dataset.boot;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts nothing before the first contentful paint, then the font, the preloads, the early chunks and the app', async () => {
    const paint = observePaints();
    boot(CONFIG, importModule);
    await vi.advanceTimersByTimeAsync(100);
    expect(fontLoad).not.toHaveBeenCalled();
    expect(preloadsInHead()).toEqual([]);
    expect(steps).toEqual([]);

    paint();
    expect(fontLoad).toHaveBeenCalledWith('1em "Space Grotesk Variable"');
    await vi.advanceTimersByTimeAsync(0);
    expect(document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(true);
    // One preload per task.
    expect(preloadsInHead().length).toBeLessThan(CONFIG.preloads.length);
    await vi.advanceTimersByTimeAsync(500);
    expect(preloadsInHead()).toEqual(CONFIG.preloads);
    expect(steps).toEqual(['import /assets/react.js', 'import /assets/dom.js', 'import /assets/app.js']);
  });

  it('evaluates each early chunk in a task of its own, after a frame', async () => {
    observePaints()();
    boot(CONFIG, importModule);
    const seen: number[] = [];
    for (let tick = 0; tick < 20 && steps.length < 3; tick++) {
      await vi.advanceTimersByTimeAsync(16);
      seen.push(steps.length);
    }
    // Never two modules in one step.
    expect(seen.every((count, index) => index === 0 || count - seen[index - 1]! <= 1)).toBe(true);
    expect(steps.at(-1)).toBe('import /assets/app.js');
  });

  it('starts after APP_START_WITHIN_MS on a page that never reports a paint', async () => {
    observePaints();
    boot(CONFIG, importModule);
    await vi.advanceTimersByTimeAsync(APP_START_WITHIN_MS - 1);
    expect(fontLoad).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(steps).toContain('import /assets/app.js');
  });

  it('touches no font without a web font, and leaves the headings on the fallback when the font fails', async () => {
    observePaints()();
    boot({ ...CONFIG, webFont: null }, importModule);
    expect(fontLoad).not.toHaveBeenCalled();
    fontLoad.mockRejectedValue(new Error('offline'));
    observePaints()();
    boot(CONFIG, importModule);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
  });

  it("adds each preload in the module loader's credentials mode, never one the page has already", async () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/dom.js">';
    observePaints()();
    boot(CONFIG, importModule);
    await vi.advanceTimersByTimeAsync(500);
    expect(preloadsInHead()).toEqual(['/assets/dom.js', '/assets/react.js', '/assets/other.js']);
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
      expect(link.crossOrigin).toBe('');
  });

  describe('on a document page', () => {
    const documentPage = { ...CONFIG, documentEntry: '/assets/document.js', documentPreloads: ['/assets/record.js'] };
    beforeEach(() => {
      document.body.innerHTML =
        '<div id="root"><main><div data-island="prefix-writing" data-island-static><div data-mf-remote="writing"><h1>A post</h1></div></div></main></div>';
    });

    it("runs its own module (its imports preloaded first) and leaves the app to the visitor's intent", async () => {
      observePaints()();
      boot(documentPage, importModule);
      await vi.advanceTimersByTimeAsync(500);
      expect(document.documentElement.dataset.boot).toBe(DOCUMENT_BOOT);
      expect(preloadsInHead()).toEqual(['/assets/record.js']);
      expect(steps).toEqual(['import /assets/document.js']);

      window.dispatchEvent(new Event(DOCUMENT_INTENT_EVENTS[0]));
      window.dispatchEvent(new Event(DOCUMENT_INTENT_EVENTS[1]));
      await vi.advanceTimersByTimeAsync(500);
      expect(steps.filter((step) => step === 'import /assets/app.js')).toHaveLength(1);
    });

    it('starts the app at once where the build has no document module', async () => {
      observePaints()();
      boot(CONFIG, importModule);
      await vi.advanceTimersByTimeAsync(500);
      expect(document.documentElement.dataset.boot).toBeUndefined();
      expect(steps).toContain('import /assets/app.js');
    });
  });
});
