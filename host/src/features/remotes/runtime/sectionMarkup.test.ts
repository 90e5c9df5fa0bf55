import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STYLESHEET_WAIT_MS,
  applyWarmedStylesheets,
  linkStylesheets,
  stylesheetsLoaded,
  stylesheetsReady,
} from './sectionMarkup';

const linkTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === href);

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('stylesheetsLoaded', () => {
  it('settles true once every sheet has loaded, linked in CORS mode', async () => {
    const css = ['https://skills.example/a/assets/one.css', 'https://skills.example/a/assets/two.css'];
    expect(stylesheetsReady('skills', css)).toBe(false);
    const loaded = stylesheetsLoaded('skills', css);
    linkTo(css[0]!)?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(stylesheetsReady('skills', css)).toBe(false);
    for (const href of css) {
      expect(linkTo(href)?.crossOrigin).toBe('');
      linkTo(href)?.dispatchEvent(new Event('load'));
    }
    await expect(loaded).resolves.toBe(true);
    // Settled in place, as React's `use` reads it: a render (or a hop deciding how to render) need not wait.
    expect(stylesheetsReady('skills', css)).toBe(true);
    expect(loaded).toMatchObject({ status: 'fulfilled', value: true });
    expect(stylesheetsLoaded('skills', css)).toMatchObject({ status: 'fulfilled', value: true });
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });

  it('settles false when a sheet fails, removes its link, and keeps that answer for later renders', async () => {
    const css = ['https://skills.example/b/assets/broken.css'];
    const loaded = stylesheetsLoaded('skills', css);
    linkTo(css[0]!)?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(linkTo(css[0]!)).toBeUndefined();
    expect(stylesheetsReady('skills', css)).toBe(false);
    // A render after the failure reads a settled answer: no new link, no new wait to suspend on.
    expect(stylesheetsLoaded('skills', css)).toMatchObject({ status: 'fulfilled', value: false });
    expect(linkTo(css[0]!)).toBeUndefined();
  });

  it('settles false when a sheet has not loaded within the wait (a hung response); the link stays, and a render after it has loaded gets true', async () => {
    vi.useFakeTimers();
    const css = ['https://skills.example/c/assets/hung.css'];
    let settled: boolean | undefined;
    const wait = stylesheetsLoaded('skills', css);
    void wait.then((ok) => (settled = ok));
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
    expect(settled).toBeUndefined();
    // A render after it suspended reads the same wait.
    expect(stylesheetsLoaded('skills', css)).toBe(wait);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
    expect(stylesheetsLoaded('skills', css)).toBe(wait);
    // The sheet comes late: the next hop finds it loaded and need not wait.
    linkTo(css[0]!)?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(stylesheetsReady('skills', css)).toBe(true);
    expect(stylesheetsLoaded('skills', css)).toMatchObject({ status: 'fulfilled', value: true });
  });
});

describe('linkStylesheets', () => {
  it('links ahead of any render with no time limit (the warm-up, once the sheets are in the cache); a render then takes it at once', async () => {
    vi.useFakeTimers();
    const css = ['https://skills.example/d/assets/warm.css'];
    const links = linkStylesheets('skills', css);
    await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS * 3);
    expect(links.status).toBe('pending');
    linkTo(css[0]!)?.dispatchEvent(new Event('load'));
    await expect(links).resolves.toBe(true);
    expect(stylesheetsLoaded('skills', css)).toBe(links);
    expect(stylesheetsReady('skills', css)).toBe(true);
  });
});

describe('applyWarmedStylesheets', () => {
  it("keeps a warmed sheet inert until its own remote's section is shown, then applies it", async () => {
    const skills = ['https://skills.example/e/assets/skills.css'];
    const contact = ['https://contact.example/e/assets/contact.css'];
    const warmed = [linkStylesheets('skills', skills), linkStylesheets('contact', contact)];
    for (const href of [...skills, ...contact]) linkTo(href)?.dispatchEvent(new Event('load'));
    await Promise.all(warmed);
    // Loaded and ready for a hop, matching no medium: adding it restyled nothing.
    expect(stylesheetsReady('skills', skills)).toBe(true);
    expect(linkTo(skills[0]!)?.media).toBe('not all');
    applyWarmedStylesheets('skills');
    expect(linkTo(skills[0]!)?.hasAttribute('media')).toBe(false);
    expect(linkTo(contact[0]!)?.media).toBe('not all');
  });

  it("leaves alone a link that is not the warm-up's (the server's aliases, disabled for good)", () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'not all';
    link.dataset.mfServerStylesheet = 'skills';
    link.href = 'https://skills.example/f/assets/server.css';
    document.head.append(link);
    applyWarmedStylesheets('skills');
    expect(link.media).toBe('not all');
  });
});
