import { afterEach, describe, expect, it } from 'vitest';
import { linkAt, linkClicked } from './links';

afterEach(() => {
  document.body.innerHTML = '';
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

describe('linkClicked', () => {
  function clickOn(selector: string, init: MouseEventInit = {}) {
    let link: HTMLAnchorElement | null = null;
    const listener = (event: MouseEvent) => {
      link = linkClicked(event, 'nav a[href]');
      event.preventDefault();
    };
    window.addEventListener('click', listener);
    document
      .querySelector(selector)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    window.removeEventListener('click', listener);
    return link;
  }

  it('gives the matching link of a plain left click, and nothing for a modified or other click', () => {
    document.body.innerHTML =
      '<nav><a id="skills" href="/skills"><span>Skills</span></a></nav><a id="cv" href="/resume">CV</a>';
    expect(clickOn('#skills span')).toBe(document.getElementById('skills'));
    expect(clickOn('#cv')).toBeNull();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(clickOn('#skills', init)).toBeNull();
  });
});
