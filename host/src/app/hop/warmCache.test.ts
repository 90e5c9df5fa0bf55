import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tracked } from '@portfolio/shared/trackedPromise';
import { applyWarmedStylesheets, createWarmCache } from './warmCache';
import { IslandFromMarkup } from './HtmlThenOwnRoot';

const linkTo = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === href);

let cache = createWarmCache();
beforeEach(() => {
  cache = createWarmCache();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('linkStylesheets', () => {
  it('settles true once every sheet has loaded, linked in CORS mode, with no time limit', async () => {
    vi.useFakeTimers();
    const css = ['https://skills.example/a/assets/one.css', 'https://skills.example/a/assets/two.css'];
    const loaded = cache.linkStylesheets('skills', css);
    linkTo(css[0]!)?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loaded.status).toBe('pending');
    for (const href of css) {
      expect(linkTo(href)?.crossOrigin).toBe('');
      linkTo(href)?.dispatchEvent(new Event('load'));
    }
    await expect(loaded).resolves.toBe(true);
    // Settled in place: a render (or a hop deciding how to render) need not wait.
    expect(loaded).toMatchObject({ status: 'fulfilled', value: true });
    expect(cache.linkStylesheets('skills', css)).toBe(loaded);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });

  it('settles false when a sheet fails and removes its link', async () => {
    const css = ['https://skills.example/b/assets/broken.css'];
    const loaded = cache.linkStylesheets('skills', css);
    linkTo(css[0]!)?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(linkTo(css[0]!)).toBeUndefined();
  });
});

describe('readySection', () => {
  const warmed = (remote: 'skills' | 'contact', base: string, css: string[]) => {
    cache.section(remote).markup = tracked(Promise.resolve({ base, markup: '<h1>Skills</h1>', css }));
  };

  it('is the warmed section once its HTML is in and its stylesheets have loaded, from the release asked for', async () => {
    const css = ['https://skills.example/r1/assets/s.css'];
    warmed('skills', 'https://skills.example/r1/', css);
    expect(cache.readySection('skills', undefined)).toBeNull();
    const pending = cache.readySectionPending('skills')!;
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.readySection('skills', undefined)).toBeNull();
    linkTo(css[0]!)?.dispatchEvent(new Event('load'));
    await pending;
    expect(cache.readySection('skills', 'https://skills.example/r1/remoteEntry.js')?.markup).toBe('<h1>Skills</h1>');
    // Another release's entry: the page must not mix releases.
    expect(cache.readySection('skills', 'https://skills.example/r2/remoteEntry.js')).toBeNull();
  });

  it('never when a stylesheet fails; its wait settles all the same', async () => {
    const css = ['https://contact.example/r1/assets/c.css'];
    warmed('contact', 'https://contact.example/r1/', css);
    const pending = cache.readySectionPending('contact')!;
    await Promise.resolve();
    await Promise.resolve();
    linkTo(css[0]!)?.dispatchEvent(new Event('error'));
    await pending;
    expect(cache.readySection('contact', undefined)).toBeNull();
  });

  it('has nothing to wait for when nothing fetches the section', () => {
    expect(cache.readySectionPending('writing')).toBeNull();
  });
});

describe('applyWarmedStylesheets', () => {
  it("keeps a warmed sheet inert until its own remote's section is shown, then applies it", async () => {
    const skills = ['https://skills.example/e/assets/skills.css'];
    const contact = ['https://contact.example/e/assets/contact.css'];
    const warmed = [cache.linkStylesheets('skills', skills), cache.linkStylesheets('contact', contact)];
    for (const href of [...skills, ...contact]) linkTo(href)?.dispatchEvent(new Event('load'));
    await Promise.all(warmed);
    // Loaded and ready for a hop, matching no medium: adding it restyled nothing.
    expect(warmed[0]).toMatchObject({ status: 'fulfilled', value: true });
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

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the warm cache', () => {
  it('gives an island warmed by name with the component that draws it, nothing for any other', () => {
    const cache = createWarmCache();
    expect(cache.island('hero')).toBeNull();
    cache.rememberIslandsOf(parse('<main id="main"><div data-island="hero"><h1>Hi</h1></div></main>'));
    expect(cache.island('hero')).toEqual({ markup: '<h1>Hi</h1>', Draw: IslandFromMarkup });
    expect(cache.island('unknown')).toBeNull();
  });

  it("keeps a page's outermost islands in its main content, none of the header's and none holding a remote's section", () => {
    const cache = createWarmCache();
    cache.rememberIslandsOf(
      parse(`<div data-island="header"><header>nav</header></div>
      <main id="main">
        <div data-island="hero"><h1>Hi</h1><div data-island="hero-links"><a href="/x">x</a></div></div>
        <div data-island="about" data-island-static=""><p>About me</p></div>
        <div data-island="static-writing"><div data-mf-remote="writing"><h2>Latest</h2></div></div>
      </main>`),
    );
    expect(cache.island('hero')?.markup).toBe('<h1>Hi</h1><div data-island="hero-links"><a href="/x">x</a></div>');
    expect(cache.island('about')?.markup).toBe('<p>About me</p>');
    for (const left of ['header', 'hero-links', 'static-writing']) expect(cache.island(left)).toBeNull();
  });

  it("keeps one record per remote's section", () => {
    const cache = createWarmCache();
    expect(cache.section('skills')).toBe(cache.section('skills'));
    expect(cache.section('skills')).not.toBe(cache.section('contact'));
    expect(createWarmCache().section('skills')).not.toBe(cache.section('skills'));
  });
});
