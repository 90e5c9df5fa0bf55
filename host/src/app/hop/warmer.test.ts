import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { createWarmer, warmOnLinkPresses, warmOrder, type WarmerIo } from './warmer';
import { createWarmCache, type WarmCache } from './warmCache';
import { tracked } from '@portfolio/shared/trackedPromise';

/** The remotes whose section's HTML and CSS the cache holds: a hop shows them without their code. */
function warmed(cache: WarmCache, ...remotes: RemoteName[]) {
  for (const remote of remotes) {
    const section = { base: 'https://remote.test/', markup: '<p>warmed</p>', css: [] };
    cache.section(remote).markup = Object.assign(Promise.resolve(section), {
      status: 'fulfilled' as const,
      value: section,
    });
  }
}

function setup({ saveData = false, warm = [] as RemoteName[] } = {}) {
  const fetchCode = vi.fn<WarmerIo['fetchCode']>(() => Promise.resolve());
  const fetchView = vi.fn<WarmerIo['fetchView']>(() => Promise.resolve());
  const evaluate = vi.fn<WarmerIo['evaluate']>(() => Promise.resolve());
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  let idleCallbacks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  let loaded = false;
  let loadCallbacks: (() => void)[] = [];
  const afterLoad = vi.fn((callback: () => void) => {
    if (loaded) callback();
    else loadCallbacks.push(callback);
  });
  const cache = createWarmCache();
  warmed(cache, ...warm);
  const warmer = createWarmer(cache, afterLoad, { fetchCode, fetchView, evaluate });
  /** The page's load event. */
  const runLoad = async () => {
    loaded = true;
    const due = loadCallbacks;
    loadCallbacks = [];
    due.forEach((callback) => callback());
    await vi.runAllTimersAsync();
  };
  /** Runs the idle callbacks asked for so far (one idle period), then lets their promises settle. */
  const runIdle = async () => {
    const due = idleCallbacks;
    idleCallbacks = [];
    due.forEach((callback) => callback());
    await vi.runAllTimersAsync();
  };
  const idleAskedFor = () => idleCallbacks.length;
  return { warmer, cache, fetchCode, fetchView, evaluate, afterLoad, idleAskedFor, runIdle, runLoad };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (navigator as { connection?: unknown }).connection;
});

describe('createWarmer', () => {
  it('warms a remote route at low priority as soon as a pointer or focus arrives on its entry', () => {
    const { warmer, fetchCode } = setup();
    warmer.intent('/projects');
    expect(fetchCode.mock.calls).toEqual([['projects', 'low']]);
    expect(warmer.isWarming('projects')).toBe(true);
  });

  it("a sweep across the entries fetches each remote's code once, and the idle warm-up after it none again", async () => {
    const { warmer, fetchCode, runLoad } = setup();
    for (const path of ['/skills', '/projects', '/skills', '/contact', '/projects']) warmer.intent(path);
    warmer.idle(['/skills', '/projects', '/contact']);
    await runLoad();
    expect(fetchCode.mock.calls).toEqual([
      ['skills', 'low'],
      ['projects', 'low'],
      ['contact', 'low'],
    ]);
  });

  it("never warms the host's own pages", () => {
    const { warmer, fetchCode } = setup();
    warmer.intent('/education');
    warmer.intent('/');
    expect(fetchCode).not.toHaveBeenCalled();
  });

  it("tries again on a later intent when the warm-up's fetch failed", async () => {
    const { warmer, fetchCode } = setup();
    fetchCode.mockRejectedValueOnce(new Error('offline'));
    warmer.intent('/skills');
    await vi.runAllTimersAsync();
    expect(warmer.isWarming('skills')).toBe(false);
    warmer.intent('/skills');
    expect(fetchCode).toHaveBeenCalledTimes(2);
    expect(warmer.isWarming('skills')).toBe(true);
  });

  it('does nothing with data-saver on, neither on intent nor when idle', async () => {
    const { warmer, fetchCode, idleAskedFor, afterLoad } = setup({ saveData: true });
    warmer.intent('/projects');
    warmer.idle(['/skills', '/projects', '/contact']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchCode).not.toHaveBeenCalled();
    expect(idleAskedFor()).toBe(0);
    expect(afterLoad).not.toHaveBeenCalled();
  });

  it('after load, fetches what a hop draws of every remote route at once (its HTML and CSS), none of its code', async () => {
    const { warmer, fetchCode, fetchView, evaluate, idleAskedFor, runIdle, runLoad } = setup({
      warm: ['skills', 'contact'],
    });
    warmer.idle(['/', '/skills', '/contact']);
    expect(fetchView).not.toHaveBeenCalled();
    await runLoad(); // '/' is the host's own page: nothing
    expect(fetchView.mock.calls).toEqual([
      ['skills', 'low'],
      ['contact', 'low'],
    ]);
    expect(idleAskedFor()).toBe(0);
    await runIdle();
    expect(fetchCode).not.toHaveBeenCalled();
    expect(evaluate).not.toHaveBeenCalled();
    expect(warmer.isWarming('skills')).toBe(false);
  });

  it("after load, fetches a host page's static sections' HTML and CSS, and never their code, even without that HTML", async () => {
    const { warmer, fetchCode, fetchView, evaluate, runIdle, runLoad } = setup();
    fetchView.mockRejectedValue(new Error('404'));
    warmer.idle(['/skills'], ['writing']);
    await runLoad();
    expect(fetchView.mock.calls).toEqual([
      ['skills', 'low'],
      ['writing', 'low'],
    ]);
    await runIdle();
    expect(fetchCode.mock.calls).toEqual([['skills', 'low']]);
    expect(evaluate.mock.calls).toEqual([['skills']]);
  });

  it("after load, fetches and, when idle, evaluates the code of a remote whose section's HTML did not arrive", async () => {
    const { warmer, fetchCode, fetchView, evaluate, runIdle, runLoad } = setup({ warm: ['skills'] });
    fetchView.mockImplementation((remote) =>
      remote === 'projects' ? Promise.reject(new Error('404')) : Promise.resolve(),
    );
    warmer.idle(['/skills', '/projects']);
    await runLoad();
    expect(fetchCode.mock.calls).toEqual([['projects', 'low']]);
    expect(evaluate).not.toHaveBeenCalled();
    await runIdle();
    expect(evaluate.mock.calls).toEqual([['projects']]);
  });

  it('does not evaluate a remote whose code failed to arrive, and skips one a press already warmed', async () => {
    const { warmer, fetchCode, evaluate, runIdle, runLoad } = setup();
    warmer.press('/projects');
    expect(evaluate.mock.calls).toEqual([['projects']]);
    fetchCode.mockRejectedValueOnce(new Error('down'));
    warmer.idle(['/skills', '/projects']);
    await runLoad(); // skills' code is fetched (its HTML is not showable) and fails; projects' is the press's own
    await runIdle();
    await runIdle();
    expect(warmer.isWarming('skills')).toBe(false);
    expect(evaluate.mock.calls).toEqual([['projects']]);
  });

  it('on a press, fetches at high priority and evaluates at once, with no delay; never with data-saver on', () => {
    const { warmer, fetchCode, evaluate } = setup();
    warmer.press('/contact');
    warmer.press('/contact');
    warmer.press('/education');
    expect(fetchCode.mock.calls).toEqual([['contact', 'high']]);
    expect(evaluate.mock.calls).toEqual([['contact']]);
    expect(warmer.isWarming('contact')).toBe(true);
    expect(warmer.isWarming('skills')).toBe(false);

    const saving = setup({ saveData: true });
    saving.warmer.press('/contact');
    expect(saving.fetchCode).not.toHaveBeenCalled();
    expect(saving.evaluate).not.toHaveBeenCalled();
  });

  it("on a press, neither fetches nor evaluates a remote whose section's HTML is warmed (the hop shows it; the module loads after)", () => {
    const { warmer, fetchCode, evaluate } = setup({ warm: ['contact'] });
    warmer.press('/contact');
    warmer.press('/skills');
    expect(fetchCode.mock.calls).toEqual([['skills', 'high']]);
    expect(evaluate.mock.calls).toEqual([['skills']]);
  });

  it("fetches Home's static section's HTML and CSS at once on a press (high) or an intent (low), before load; no code", () => {
    const { warmer, fetchView, fetchCode, evaluate, afterLoad } = setup();
    warmer.press('/');
    warmer.intent('/');
    expect(fetchView.mock.calls).toEqual([
      ['writing', 'high'],
      ['writing', 'low'],
    ]);
    expect(afterLoad).not.toHaveBeenCalled();
    expect(fetchCode).not.toHaveBeenCalled();
    expect(evaluate).not.toHaveBeenCalled();

    // A press on a page without remote sections asks for nothing.
    const hovered = setup();
    hovered.warmer.intent('/');
    hovered.warmer.press('/education');
    expect(hovered.fetchView.mock.calls).toEqual([['writing', 'low']]);

    const saving = setup({ saveData: true });
    saving.warmer.press('/');
    saving.warmer.intent('/');
    expect(saving.fetchView).not.toHaveBeenCalled();
  });

  it('evaluates a remote after an intent when finding out whether its HTML arrived failed', async () => {
    const { warmer, cache, evaluate, runIdle, runLoad } = setup();
    cache.section('skills').markup = tracked(Promise.reject(new Error('markup')));
    warmer.intent('/skills');
    await runLoad();
    await runIdle();
    expect(evaluate.mock.calls).toEqual([['skills']]);
  });

  it('after a hover intent, fetches the code of a remote whose section HTML is warmed once idle, and does not evaluate it', async () => {
    const { warmer, fetchCode, evaluate, runIdle, runLoad } = setup({ warm: ['skills'] });
    warmer.intent('/skills');
    await runLoad();
    expect(fetchCode).not.toHaveBeenCalled();
    await runIdle();
    expect(fetchCode.mock.calls).toEqual([['skills', 'low']]);
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('evaluates a remote once its hover intent has fetched it, when next idle', async () => {
    const { warmer, evaluate, runIdle, runLoad } = setup();
    warmer.intent('/skills');
    await runLoad();
    expect(evaluate).not.toHaveBeenCalled();
    await runIdle();
    expect(evaluate.mock.calls).toEqual([['skills']]);
  });

  it('fetches the shown remote route at high priority right away', () => {
    const { warmer, fetchCode } = setup();
    warmer.now('/contact');
    warmer.now('/education');
    expect(fetchCode.mock.calls).toEqual([['contact', 'high']]);
  });
});

describe('warmOrder', () => {
  const entries = ['/', '/skills', '/education', '/projects', '/contact'];
  const remotes = ['/skills', '/projects', '/contact'];

  it('puts the nearest header entries first and leaves out the page itself', () => {
    expect(warmOrder('/education', entries, remotes)).toEqual(['/skills', '/projects', '/contact']);
    expect(warmOrder('/contact', entries, remotes)).toEqual(['/projects', '/skills']);
    expect(warmOrder('/', entries, remotes)).toEqual(['/skills', '/projects', '/contact']);
  });

  it('keeps the given order from a page outside the header', () => {
    expect(warmOrder('/resume', entries, remotes)).toEqual(remotes);
  });
});

function page(html: string) {
  document.body.innerHTML = html;
  const warmer = { press: vi.fn(), intent: vi.fn() };
  // A window of its own per test: listeners added to the real one would pile up.
  const target = new EventTarget() as Window;
  Object.defineProperty(target, 'location', { value: window.location });
  warmOnLinkPresses(warmer, target);
  const fire = (type: string, element: Element, init: Record<string, unknown> = {}) => {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'target', { value: element });
    for (const [key, value] of Object.entries(init)) Object.defineProperty(event, key, { value });
    target.dispatchEvent(event);
  };
  return { warmer, fire };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('warmOnLinkPresses', () => {
  it('warms at once when a finger, button or Enter goes down on a link', () => {
    const { warmer, fire } = page('<a href="/skills"><svg></svg>Skills</a><p>text</p>');
    fire('touchstart', document.querySelector('svg')!);
    fire('pointerdown', document.querySelector('a')!);
    fire('keydown', document.querySelector('a')!, { key: 'Enter' });
    fire('keydown', document.querySelector('a')!, { key: 'Tab' });
    fire('pointerdown', document.querySelector('p')!);
    expect(warmer.press.mock.calls).toEqual([['/skills'], ['/skills'], ['/skills']]);
  });

  it('reports a pointer or focus arriving on a link, from the link or anything inside it', () => {
    const { warmer, fire } = page('<a href="/contact"><span>Contact</span></a><p>text</p>');
    fire('pointerover', document.querySelector('span')!);
    fire('focusin', document.querySelector('a')!);
    fire('pointerover', document.querySelector('p')!);
    expect(warmer.intent.mock.calls).toEqual([['/contact'], ['/contact']]);
  });
});
