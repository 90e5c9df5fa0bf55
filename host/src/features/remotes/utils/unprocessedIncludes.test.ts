import { describe, expect, it } from 'vitest';
import { fillUnprocessedIncludes } from './unprocessedIncludes';

const SKELETON = '<div role="status" data-testid="section-skeleton"><span>Loading Skills…</span></div>';

/** A remote route's page as the build writes it (host/build/includePoints.ts), as a static host sends it. */
function unprocessedPage(): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head><title>Skills</title>` +
      `<!--# block name="mf-empty" --><!--# endblock --><!--# include virtual="/_fragment/skills/contract-1/head" stub="mf-empty" --></head>` +
      `<body><!--# block name="mf-skeleton-skills" -->${SKELETON}<!--# endblock -->` +
      `<div id="root"><header>Site</header><main><!--$--><!--# include virtual="/_fragment/skills/contract-1/body" stub="mf-skeleton-skills" --><!--/$--></main></div></body></html>`,
    'text/html',
  );
}

function comments(doc: Document): string[] {
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_COMMENT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push((node as Comment).data);
  return found;
}

describe('fillUnprocessedIncludes', () => {
  it('puts the skeleton where the section goes, as a server does for a failed include', () => {
    const doc = unprocessedPage();
    fillUnprocessedIncludes(doc);
    expect(doc.querySelector('main')!.innerHTML).toBe(`<!--$-->${SKELETON}<!--/$-->`);
    // Nothing outside the root, no directive left, the head untouched but for its directives.
    expect(doc.body.children.length).toBe(1);
    expect(comments(doc)).toEqual(['$', '/$']);
    expect(doc.head.innerHTML).toBe('<title>Skills</title>');
  });

  it('leaves a composed page alone', () => {
    const html = '<div id="root"><main><!--$--><div data-mf-remote="skills">Skills</div><!--/$--></main></div>';
    const doc = new DOMParser().parseFromString(`<html><head></head><body>${html}</body></html>`, 'text/html');
    fillUnprocessedIncludes(doc);
    expect(doc.body.innerHTML).toBe(html);
  });

  it('drops an include whose stub is unknown instead of leaving it', () => {
    const doc = new DOMParser().parseFromString(
      '<html><body><div id="root"><!--# include virtual="/_fragment/projects/contract-1/body" stub="nope" --></div></body></html>',
      'text/html',
    );
    fillUnprocessedIncludes(doc);
    expect(doc.getElementById('root')!.innerHTML).toBe('');
  });
});
