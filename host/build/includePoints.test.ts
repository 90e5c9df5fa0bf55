import { describe, expect, it } from 'vitest';
import { FEDERATION_CONTRACT_VERSION } from '../../shared/src/federation/version';
import { includePointTag, withIncludes } from './includePoints';

const page = (root: string) =>
  `<!doctype html><html><head><title>t</title></head><body class="x"><div id="root">${root}</div></body></html>`;

describe('withIncludes', () => {
  it('puts the body include inside the Suspense markers, the head include before </head>, the skeleton as a block', () => {
    const html = withIncludes(
      page(`<main><!--$-->${includePointTag('skills')}<!--/$--></main>`),
      'skills',
      '<p>sk</p>',
      1,
    );
    expect(html).toContain(
      '<!--$--><!--# include virtual="/_fragment/skills/contract-1/body" stub="mf-skeleton-skills" --><!--/$-->',
    );
    expect(html).toContain(
      '<!--# block name="mf-empty" --><!--# endblock --><!--# include virtual="/_fragment/skills/contract-1/head" stub="mf-empty" --></head>',
    );
    expect(html).toContain('<body class="x"><!--# block name="mf-skeleton-skills" --><p>sk</p><!--# endblock -->');
    // Blocks are defined before the includes that name them (nginx requires it).
    expect(html.indexOf('block name="mf-skeleton-skills"')).toBeLessThan(html.indexOf('stub="mf-skeleton-skills"'));
    expect(html).not.toContain('data-mf-include');
  });

  it("names the host's contract major, by default the one it is built with", () => {
    const at = (major?: number) =>
      withIncludes(page(`<main>${includePointTag('contact')}</main>`), 'contact', '', major);
    expect(at(3)).toContain('virtual="/_fragment/contact/contract-3/body"');
    expect(at(3)).toContain('virtual="/_fragment/contact/contract-3/head"');
    const built = Number(FEDERATION_CONTRACT_VERSION.split('.')[0]);
    expect(at()).toContain(`virtual="/_fragment/contact/contract-${built}/body"`);
  });

  it('refuses a page without exactly one include point for the remote', () => {
    expect(() => withIncludes(page('<main></main>'), 'skills', '')).toThrow(/found 0/);
    const two = includePointTag('contact').repeat(2);
    expect(() => withIncludes(page(two), 'contact', '')).toThrow(/found 2/);
    expect(() => withIncludes(page(includePointTag('contact')), 'skills', '')).toThrow(/for skills/);
  });
});
