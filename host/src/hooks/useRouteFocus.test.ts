import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusHeadingWhenShown } from './useRouteFocus';

function page(html: string): HTMLElement {
  const main = document.createElement('main');
  main.id = 'main';
  main.tabIndex = -1;
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('focusHeadingWhenShown', () => {
  it("focuses the page's h1 at once, focusable by script only", () => {
    const main = page('<p>intro</p><h1>Skills</h1>');
    focusHeadingWhenShown(main);
    const heading = main.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('keeps a tabindex the heading has', () => {
    const main = page('<h1 tabindex="0">Home</h1>');
    focusHeadingWhenShown(main);
    expect(main.querySelector('h1')!.getAttribute('tabindex')).toBe('0');
  });

  it('waits for a heading that arrives later (a section still loading), then focuses it', async () => {
    const main = page('<div role="status">Loading Contact…</div>');
    focusHeadingWhenShown(main);
    expect(document.activeElement).not.toBe(main);
    main.innerHTML = '<h1>Get in Touch</h1>';
    await Promise.resolve(); // MutationObserver callbacks run as a microtask
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('focuses the main region when no heading comes in time', () => {
    vi.useFakeTimers();
    const main = page('<div role="status">Loading…</div>');
    focusHeadingWhenShown(main, 500);
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(main);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(main);
  });

  it('stops waiting when asked (the visitor moved on)', () => {
    vi.useFakeTimers();
    const main = page('');
    const stop = focusHeadingWhenShown(main, 500);
    stop();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).not.toBe(main);
  });
});
