import { describe, expect, it } from 'vitest';
import { fragmentBody, splitLeadingLinks } from './fragmentMarkup';
import { eachLimited, exposedCss, fragmentHead, RELEASE_BASE_TOKEN } from './fragmentPlugin';

describe('fragment files', () => {
  it('wraps the section in the element its scoped CSS applies to', () => {
    expect(fragmentBody('skills', '<section>x</section>')).toBe(
      '<div data-mf-remote="skills"><section>x</section></div>',
    );
  });

  it('moves the leading resource hints of a server render to the head, and only those', () => {
    const html = '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" href="/b.svg"/><div><link/></div>';
    expect(splitLeadingLinks(html)).toEqual({
      links: '<link rel="preload" as="image" href="/a.svg"/><link rel="preload" href="/b.svg"/>',
      markup: '<div><link/></div>',
    });
    expect(splitLeadingLinks('<div>x</div>')).toEqual({ links: '', markup: '<div>x</div>' });
  });

  it('heads the fragment with its release marker, its stylesheets through the host and its hints', () => {
    expect(fragmentHead('contact', ['assets/a.css', 'assets/b.css'], '<link rel="preload" href="/x">')).toBe(
      `<meta name="mf-release-contact" content="${RELEASE_BASE_TOKEN}">` +
        '<link rel="stylesheet" href="/_release/contact/assets/a.css">' +
        '<link rel="stylesheet" href="/_release/contact/assets/b.css">' +
        '<link rel="preload" href="/x">',
    );
  });

  it("reads the exposed module's CSS from the manifest, and refuses a module it does not list", () => {
    const manifest = {
      exposes: [{ path: './SkillsPage', assets: { css: { sync: ['assets/s.css'], async: ['assets/t.css'] } } }],
    };
    expect(exposedCss(manifest, './SkillsPage')).toEqual(['assets/s.css', 'assets/t.css']);
    expect(() => exposedCss(manifest, './Other')).toThrow(/does not list \.\/Other/);
  });
});

describe('eachLimited', () => {
  it('does every item once, never more than the limit at a time', async () => {
    const done: number[] = [];
    let running = 0;
    let most = 0;
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    await eachLimited([], 4, () => Promise.reject(new Error('no item, no call')));
  });
});
