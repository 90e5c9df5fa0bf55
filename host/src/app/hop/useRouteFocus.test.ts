import { afterEach, describe, expect, it } from 'vitest';
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

  it('focuses the main region while the heading is on its way (a section still loading), then the heading', async () => {
    const main = page('<div role="status">Loading Contact…</div>');
    focusHeadingWhenShown(main);
    expect(document.activeElement).toBe(main);
    main.innerHTML = '<h1>Get in Touch</h1>';
    await Promise.resolve(); // MutationObserver callbacks run as a microtask
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('leaves focus where the visitor moved it before the heading came', async () => {
    const main = page('<div role="status">Loading…</div><button>Retry</button>');
    focusHeadingWhenShown(main);
    main.querySelector('button')!.focus();
    main.insertAdjacentHTML('afterbegin', '<h1>Contact</h1>');
    await Promise.resolve();
    expect(document.activeElement).toBe(main.querySelector('button'));
  });

  it('stops waiting when asked (the next hop)', async () => {
    const main = page('');
    const stop = focusHeadingWhenShown(main);
    stop();
    main.innerHTML = '<h1>Skills</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(main);
  });
});
