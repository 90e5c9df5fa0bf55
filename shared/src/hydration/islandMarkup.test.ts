import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetIslands,
  islandFromMarkup,
  islandImages,
  pageIslands,
  pageScripts,
  registerIslandFromMarkup,
  rememberIslands,
} from './islandMarkup';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const PAGE = parse(`<!doctype html><html><head>
  <script>/* theme */</script>
  <script type="module" src="/assets/boot-abc.js"></script>
</head><body><div id="root">
  <div data-island="header" style="display:contents"><header>nav</header></div>
  <main id="main">
    <div data-island="hero" style="display:contents"><h1>Hi</h1><div data-island="hero-links"><a href="/x">x</a></div></div>
    <div data-island="about" data-island-static="" style="display:contents"><p>About me</p></div>
    <div data-island="static-writing" style="display:contents"><div data-mf-remote="writing"><h2>Latest</h2></div></div>
  </main>
</div></body></html>`);

afterEach(forgetIslands);

describe('pageIslands', () => {
  it("takes the main content's outermost islands with their inner HTML", () => {
    const islands = pageIslands(PAGE);
    expect([...islands.keys()]).toEqual(['hero', 'about']);
    expect(islands.get('hero')).toBe('<h1>Hi</h1><div data-island="hero-links"><a href="/x">x</a></div>');
    expect(islands.get('about')).toBe('<p>About me</p>');
  });

  it("leaves the header's islands and any island holding a remote's section", () => {
    const islands = pageIslands(PAGE);
    expect(islands.has('header')).toBe(false);
    expect(islands.has('static-writing')).toBe(false);
    expect(islands.has('hero-links')).toBe(false);
  });
});

describe('islandImages', () => {
  it("lists the images of the kept islands once each, as absolute URLs, none of a remote's section", () => {
    const page = parse(`<main id="main">
      <div data-island="cards"><img src="/assets/cap.svg" alt=""><div data-island="inner"><img src="/assets/cap.svg" alt=""><img src="books.svg" alt=""></div></div>
      <div data-island="static-skills"><div data-mf-remote="skills"><img src="/remote.png" alt=""></div></div>
    </main><div data-island="header"><img src="/logo.svg" alt=""></div>`);
    expect(islandImages(page, 'https://example.com/education')).toEqual([
      'https://example.com/assets/cap.svg',
      'https://example.com/books.svg',
    ]);
    expect(islandImages(PAGE, 'https://example.com/')).toEqual([]);
  });
});

describe('pageScripts', () => {
  it("lists a page's module scripts as absolute URLs, so two releases differ", () => {
    expect(pageScripts(PAGE, 'https://example.com/education')).toEqual(['https://example.com/assets/boot-abc.js']);
    const other = parse('<script type="module" src="/assets/boot-def.js"></script>');
    expect(pageScripts(other, 'https://example.com/')).not.toEqual(pageScripts(PAGE, 'https://example.com/'));
  });
});

describe('islandFromMarkup', () => {
  const Draw = () => null;

  it('gives nothing until both the markup and a renderer are in', () => {
    expect(islandFromMarkup('hero')).toBeNull();
    rememberIslands(pageIslands(PAGE));
    expect(islandFromMarkup('hero')).toBeNull();
    registerIslandFromMarkup(Draw);
    expect(islandFromMarkup('hero')).toEqual({ markup: pageIslands(PAGE).get('hero'), Draw });
    expect(islandFromMarkup('unknown')).toBeNull();
  });
});
