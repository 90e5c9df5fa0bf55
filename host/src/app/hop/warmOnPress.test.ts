import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkRoutePath, warmOnLinkPresses } from './warmOnPress';

const ORIGIN = window.location.origin;

function page(html: string) {
  document.body.innerHTML = html;
  const warmer = { press: vi.fn(), intent: vi.fn() };
  // A window of its own per test: listeners added to the real one would pile up.
  const target = new EventTarget() as Window;
  Object.defineProperty(target, 'location', { value: window.location });
  warmOnLinkPresses(warmer, target);
  const fire = (type: string, element: Element, init: Record<string, unknown> = {}) => {
    const event = new Event(type, { bubbles: true });
    Object.defineProperty(event, 'target', { value: element });
    for (const [key, value] of Object.entries(init)) Object.defineProperty(event, key, { value });
    target.dispatchEvent(event);
  };
  return { warmer, fire };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('linkRoutePath', () => {
  it('gives the route of a same-origin link, from the link or anything inside it', () => {
    document.body.innerHTML = '<a href="/projects"><span>Projects</span></a>';
    expect(linkRoutePath(document.querySelector('span'), ORIGIN)).toBe('/projects');
    expect(linkRoutePath(document.querySelector('a'), ORIGIN)).toBe('/projects');
    expect(linkRoutePath(document.querySelector('span')!.firstChild, ORIGIN)).toBe('/projects');
  });

  it('is null for other origins, new tabs, downloads and non-links', () => {
    document.body.innerHTML = `
      <a id="out" href="https://github.com/x">x</a>
      <a id="tab" href="/skills" target="_blank">x</a>
      <a id="file" href="/resume/cv.pdf" download>x</a>
      <button id="button">x</button>`;
    for (const id of ['out', 'tab', 'file', 'button'])
      expect(linkRoutePath(document.getElementById(id), ORIGIN)).toBeNull();
    expect(linkRoutePath(null, ORIGIN)).toBeNull();
  });
});

describe('warmOnLinkPresses', () => {
  it('warms at once when a finger, button or Enter goes down on a link', () => {
    const { warmer, fire } = page('<a href="/skills"><svg></svg>Skills</a><p>text</p>');
    fire('touchstart', document.querySelector('svg')!);
    fire('pointerdown', document.querySelector('a')!);
    fire('keydown', document.querySelector('a')!, { key: 'Enter' });
    fire('keydown', document.querySelector('a')!, { key: 'Tab' });
    fire('pointerdown', document.querySelector('p')!);
    expect(warmer.press.mock.calls).toEqual([['/skills'], ['/skills'], ['/skills']]);
  });

  it('reports a pointer or focus arriving on a link, from the link or anything inside it', () => {
    const { warmer, fire } = page('<a href="/contact"><span>Contact</span></a><p>text</p>');
    fire('pointerover', document.querySelector('span')!);
    fire('focusin', document.querySelector('a')!);
    fire('pointerover', document.querySelector('p')!);
    expect(warmer.intent.mock.calls).toEqual([['/contact'], ['/contact']]);
  });
});
