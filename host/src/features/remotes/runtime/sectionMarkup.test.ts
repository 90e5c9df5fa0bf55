import { afterEach, describe, expect, it, vi } from 'vitest';
import { STYLESHEET_WAIT_MS, stylesheetsLoaded, stylesheetsReady } from './sectionMarkup';

const linkTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === href);

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('stylesheetsLoaded', () => {
  it('settles true once every sheet has loaded, linked in CORS mode', async () => {
    const css = ['https://skills.example/a/assets/one.css', 'https://skills.example/a/assets/two.css'];
    expect(stylesheetsReady(css)).toBe(false);
    const loaded = stylesheetsLoaded(css);
    linkTo(css[0]!)?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(stylesheetsReady(css)).toBe(false);
    for (const href of css) {
      expect(linkTo(href)?.crossOrigin).toBe('');
      linkTo(href)?.dispatchEvent(new Event('load'));
    }
    await expect(loaded).resolves.toBe(true);
    expect(stylesheetsLoaded(css)).toBe(loaded);
    // Settled in place, as React's `use` reads it: a render (or a hop deciding how to render) need not wait.
    expect(stylesheetsReady(css)).toBe(true);
    expect(loaded).toMatchObject({ status: 'fulfilled', value: true });
  });

  it('settles false when a sheet fails, removes its link, and keeps that answer for later renders', async () => {
    const css = ['https://skills.example/b/assets/broken.css'];
    const loaded = stylesheetsLoaded(css);
    linkTo(css[0]!)?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(linkTo(css[0]!)).toBeUndefined();
    expect(stylesheetsReady(css)).toBe(false);
    // A render after the failure reads the same settled promise: no new link, no new wait to suspend on.
    expect(stylesheetsLoaded(css)).toBe(loaded);
    expect(linkTo(css[0]!)).toBeUndefined();
  });

  it('settles false when a sheet has not loaded within the wait (a hung response), and removes its link', async () => {
    vi.useFakeTimers();
    const css = ['https://skills.example/c/assets/hung.css'];
    let settled: boolean | undefined;
    void stylesheetsLoaded(css).then((ok) => (settled = ok));
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
    expect(settled).toBeUndefined();
    expect(linkTo(css[0]!)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    expect(linkTo(css[0]!)).toBeUndefined();
  });
});
