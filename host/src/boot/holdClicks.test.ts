import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickIsHeld, holdHeaderClicks, takeHeldClick } from './holdClicks';

afterEach(() => {
  takeHeldClick();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
});

describe('holdHeaderClicks', () => {
  it('keeps a header click for the app and says so; other links and a ready app go their own way', () => {
    const onHold = vi.fn();
    holdHeaderClicks(window, onHold);
    document.body.innerHTML =
      '<div data-island="header"><a href="/skills">Skills</a></div><footer><a href="/resume">Résumé</a></footer>';
    const [header, footer] = [...document.querySelectorAll('a')];

    const footerClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    footer!.dispatchEvent(footerClick);
    expect(footerClick.defaultPrevented).toBe(false);
    expect(onHold).not.toHaveBeenCalled();

    const headerClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    header!.dispatchEvent(headerClick);
    expect(headerClick.defaultPrevented).toBe(true);
    expect(onHold).toHaveBeenCalledTimes(1);
    expect(clickIsHeld()).toBe(true);
    expect(takeHeldClick()?.link).toBe(header);
    expect(clickIsHeld()).toBe(false);

    document.documentElement.dataset.appReady = 'true';
    const readyClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    header!.dispatchEvent(readyClick);
    expect(readyClick.defaultPrevented).toBe(false);
    expect(onHold).toHaveBeenCalledTimes(1);
  });
});
