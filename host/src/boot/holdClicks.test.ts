import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_START_WITHIN_MS } from './bootConfig';
import { clickIsHeld, holdHeaderClicks, linkAt, takeHeldClick } from './holdClicks';

afterEach(() => {
  takeHeldClick();
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
});

/** A page whose clicks are seen on a container of its own, and whose loads are recorded. */
function pageWithHeader() {
  document.body.innerHTML = `<div id="page"><div data-island="header"><a href="/skills">Skills</a></div></div>`;
  const container = document.getElementById('page')!;
  const assign = vi.fn();
  const page = {
    addEventListener: container.addEventListener.bind(container),
    document,
    location: { origin: window.location.origin, assign },
  } as unknown as Window;
  holdHeaderClicks(page);
  const click = () => container.querySelector('a')!.click();
  return { page, assign, click };
}

describe('holdHeaderClicks', () => {
  it('loads a held link in the browser if the app is not ready APP_START_WITHIN_MS after the click', () => {
    vi.useFakeTimers();
    const { assign, click } = pageWithHeader();
    click();
    vi.advanceTimersByTime(APP_START_WITHIN_MS / 2);
    // A second click starts the wait over.
    click();
    vi.advanceTimersByTime(APP_START_WITHIN_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign.mock.calls).toEqual([[`${window.location.origin}/skills`]]);
  });

  it('leaves the click to the app once taken, with no page load after', () => {
    vi.useFakeTimers();
    const { page, assign, click } = pageWithHeader();
    click();
    expect(takeHeldClick(page)?.link.getAttribute('href')).toBe('/skills');
    vi.advanceTimersByTime(APP_START_WITHIN_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });

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

describe('linkAt', () => {
  it('gives a same-origin link, from the link or anything inside it', () => {
    document.body.innerHTML = '<a href="/projects"><span>Projects</span></a>';
    expect(linkAt(document.querySelector('span'), 'a[href]')?.pathname).toBe('/projects');
    expect(linkAt(document.querySelector('a'), 'a[href]')?.pathname).toBe('/projects');
    expect(linkAt(document.querySelector('span')!.firstChild, 'a[href]')?.pathname).toBe('/projects');
  });

  it('is null for other origins, new tabs, downloads and non-links', () => {
    document.body.innerHTML = `
      <a id="out" href="https://github.com/x">x</a>
      <a id="tab" href="/skills" target="_blank">x</a>
      <a id="file" href="/resume/cv.pdf" download>x</a>
      <button id="button">x</button>`;
    for (const id of ['out', 'tab', 'file', 'button'])
      expect(linkAt(document.getElementById(id), 'a[href]')).toBeNull();
    expect(linkAt(null, 'a[href]')).toBeNull();
  });
});
