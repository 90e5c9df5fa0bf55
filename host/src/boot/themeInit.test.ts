// The inline script every page runs before first paint: the theme it applies and the toggle it
// handles (the toggle is never hydrated, so this script is all it has).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAP_EVENTS } from '@portfolio/shared/hydration/tapEvents';

async function runThemeInit() {
  vi.resetModules();
  await import('./themeInit');
}

/** Past the next frame and the task after it, when a tap's theme reaches the page. */
async function nextFrameAndTask() {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function preferLight(light: boolean) {
  window.matchMedia = ((query: string) => ({ matches: light && query.includes('light') })) as typeof window.matchMedia;
}

describe('the theme script', () => {
  // Each run adds its window listener: removed after each test, so one test's taps meet one script.
  const added: [string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([type, listener]);
      add(type, listener, options);
    });
    localStorage.clear();
    delete document.documentElement.dataset.theme;
    preferLight(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener, true);
    document.body.innerHTML = '';
  });

  it('is dark when nothing is known', async () => {
    await runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('follows the colour-scheme preference when nothing is saved', async () => {
    preferLight(true);
    await runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('prefers a saved choice over the preference, and ignores a saved value that is not a theme', async () => {
    preferLight(true);
    localStorage.setItem('portfolio-theme', 'dark');
    await runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem('portfolio-theme', 'purple');
    preferLight(false);
    await runThemeInit();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('a tap on the toggle (or anything inside it) switches the theme and saves it; other taps do nothing', async () => {
    await runThemeInit();
    document.body.innerHTML =
      '<div id="app"><button data-theme-toggle><span class="sr-only">Switch to light theme</span></button><button id="other">x</button></div>';
    // React's root stops a click aimed at a part it has not hydrated: the script hears it first.
    document.querySelector('#app')!.addEventListener('click', (event) => event.stopPropagation(), { capture: true });
    document.querySelector<HTMLElement>('#other')!.click();
    await nextFrameAndTask();
    expect(document.documentElement.dataset.theme).toBe('dark');
    document.querySelector<HTMLElement>('[data-theme-toggle] span')!.click();
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(localStorage.getItem('portfolio-theme')).toBe('light');
    document.querySelector<HTMLElement>('[data-theme-toggle]')!.click();
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(localStorage.getItem('portfolio-theme')).toBe('dark');
  });

  it('answers a tap in the toggle at once and in the page after that frame: the toggle shows the theme asked for, the page follows', async () => {
    await runThemeInit();
    document.body.innerHTML = '<button data-theme-toggle=""><span>Switch to light theme</span></button>';
    const toggle = document.querySelector<HTMLElement>('[data-theme-toggle]')!;
    const seen: string[] = [];
    const look = (when: string) =>
      seen.push(`${when}: page ${document.documentElement.dataset.theme}, toggle "${toggle.dataset.themeToggle}"`);
    toggle.click();
    look('after the tap');
    // The frame after the tap: its animation callbacks run before the frame is drawn.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    look('in the next frame');
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    look('after it');
    expect(seen).toEqual([
      'after the tap: page dark, toggle "light"',
      'in the next frame: page dark, toggle "light"',
      'after it: page light, toggle ""',
    ]);
    // Saved at once: a reload inside that frame keeps the choice.
    expect(localStorage.getItem('portfolio-theme')).toBe('light');
  });

  it('two taps inside one frame end where they began, the toggle too', async () => {
    await runThemeInit();
    document.body.innerHTML = '<button data-theme-toggle=""><span>Switch to light theme</span></button>';
    const toggle = document.querySelector<HTMLElement>('[data-theme-toggle]')!;
    toggle.click();
    toggle.click();
    expect(toggle.dataset.themeToggle).toBe('dark');
    expect(localStorage.getItem('portfolio-theme')).toBe('dark');
    await vi.waitFor(() => expect(toggle.dataset.themeToggle).toBe(''));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("keeps a tap's events on the toggle away from the page's other listeners (React's root), not other taps'", async () => {
    await runThemeInit();
    document.body.innerHTML =
      '<div id="root"><button data-theme-toggle><span>Switch to light theme</span></button><button id="other">x</button></div>';
    const heard: string[] = [];
    const root = document.querySelector('#root')!;
    const hear = (where: string) => (event: Event) =>
      heard.push(`${event.type} on ${(event.target as Element).id || 'toggle'} (${where})`);
    for (const type of ['pointerdown', 'mousedown', 'focusin', 'keydown', 'click']) {
      root.addEventListener(type, hear('root'));
      // A later listener on the window itself (an island's trigger, field data): not called either.
      window.addEventListener(type, hear('window'), { capture: true });
    }
    const toggleIcon = document.querySelector('[data-theme-toggle] span')!;
    const other = document.querySelector('#other')!;
    for (const target of [toggleIcon, other]) {
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
      (target as HTMLElement).click();
    }
    expect(heard).toEqual(
      ['pointerdown', 'mousedown', 'focusin', 'keydown', 'click'].flatMap((type) => [
        `${type} on other (window)`,
        `${type} on other (root)`,
      ]),
    );
    // The tap on the toggle still switched the theme.
    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('stops every event of a tap that the islands keep from React', async () => {
    await runThemeInit();
    const stopped = new Set(added.map(([type]) => type));
    expect(TAP_EVENTS.filter((type) => !stopped.has(type))).toEqual([]);
  });
});
