import { describe, expect, it } from 'vitest';
import { serverStylesheetAliases } from './serverStylesheets';

function head(html: string): HTMLHeadElement {
  const element = document.createElement('head');
  element.innerHTML = html;
  return element;
}

const PAGE = 'https://site.example/contact';

describe('serverStylesheetAliases', () => {
  it("names each of the section's /_release/ stylesheets by its URL in the release", () => {
    const page = head(
      '<meta name="mf-release-contact" content="https://contact.example/r/42/">' +
        '<link rel="stylesheet" href="/assets/index-a.css">' +
        '<link rel="stylesheet" href="/_release/contact/assets/ContactPage-b.css">',
    );
    expect(serverStylesheetAliases(page, 'contact', PAGE)).toEqual([
      'https://contact.example/r/42/assets/ContactPage-b.css',
    ]);
  });

  it('resolves a release base relative to the page (same-origin releases)', () => {
    const page = head(
      '<meta name="mf-release-skills" content="/remotes/skills/">' +
        '<link rel="stylesheet" href="/_release/skills/assets/SkillsPage-c.css">',
    );
    expect(serverStylesheetAliases(page, 'skills', PAGE)).toEqual([
      'https://site.example/remotes/skills/assets/SkillsPage-c.css',
    ]);
  });

  it("has none without the release marker (no head fragment), or for another remote's files", () => {
    const links = '<link rel="stylesheet" href="/_release/contact/assets/ContactPage-b.css">';
    expect(serverStylesheetAliases(head(links), 'contact', PAGE)).toEqual([]);
    const other = head('<meta name="mf-release-skills" content="https://skills.example/">' + links);
    expect(serverStylesheetAliases(other, 'skills', PAGE)).toEqual([]);
  });

  it('ignores a /_release/ link on another origin', () => {
    const page = head(
      '<meta name="mf-release-contact" content="https://contact.example/">' +
        '<link rel="stylesheet" href="https://cdn.example/_release/contact/assets/x.css">',
    );
    expect(serverStylesheetAliases(page, 'contact', PAGE)).toEqual([]);
  });
});
