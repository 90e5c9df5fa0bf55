import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fragmentHeadProblems, fragmentProblems, releaseFragmentProblems, releaseNameProblem } from './fragment.mjs';

const GOOD =
  '<div data-mf-remote="contact" class="x"><h1>Contact</h1><!-- --><p>a<br>b &amp; c</p>' +
  '<img src="/__mf_release__/assets/a.png" alt=""><form method="post" action="http://localhost:4180/submit">' +
  '<label for="contact-name">Name</label><input id="contact-name" name="name" required>' +
  '<textarea name="message">x < y</textarea></form>' +
  '<svg viewBox="0 0 1 1" aria-hidden="true"><path d="M0 0h1"/></svg><a href="https://example.com/x">x</a></div>';

describe('fragmentProblems', () => {
  it('accepts a well-formed single-root fragment with void, raw-text and SVG elements', () => {
    expect(fragmentProblems(GOOD, 'contact')).toEqual([]);
  });

  it('refuses a trailing newline', () => {
    expect(fragmentProblems(`${GOOD}\n`, 'contact')).toEqual([
      'ends with a newline (it would land inside the section markup)',
    ]);
  });

  it('refuses HTML that is not well-formed', () => {
    expect(fragmentProblems('<div data-mf-remote="skills"><p>x</div>', 'skills')).toEqual([
      'not well-formed HTML: </div> closes <p>',
    ]);
    expect(fragmentProblems('<div data-mf-remote="skills"><span>x</span>', 'skills')).toEqual([
      'not well-formed HTML: <div> is not closed',
    ]);
    expect(fragmentProblems('<div data-mf-remote="skills"></p></div>', 'skills')[0]).toBe(
      'not well-formed HTML: </p> closes <div>',
    );
    expect(fragmentProblems('<div data-mf-remote="skills"><div/></div>', 'skills')).toEqual([
      'not well-formed HTML: <div/> is not self-closing in HTML',
    ]);
    expect(fragmentProblems('<div data-mf-remote="skills">a < b</div>', 'skills')[0]).toMatch(/stray "<"/);
    expect(fragmentProblems('<div data-mf-remote="skills"><!-- x</div>', 'skills')[0]).toMatch(/comment is not closed/);
    expect(fragmentProblems('<div data-mf-remote="skills" class="x</div>', 'skills')[0]).toMatch(/not well-formed/);
  });

  it('requires exactly one root div naming the remote', () => {
    const root = 'must be exactly one root <div data-mf-remote="skills">…</div>';
    expect(fragmentProblems('<div data-mf-remote="projects"></div>', 'skills')).toEqual([root]);
    expect(fragmentProblems('<section data-mf-remote="skills"></section>', 'skills')).toEqual([root]);
    expect(fragmentProblems('<div data-mf-remote="skills"></div><p>x</p>', 'skills')).toEqual([root]);
    expect(fragmentProblems('text<div data-mf-remote="skills"></div>', 'skills')).toEqual([root]);
    expect(fragmentProblems('<div></div>', 'skills')).toEqual([root]);
    expect(fragmentProblems('', 'skills')).toEqual([root]);
  });

  it('refuses scripts, inline event handlers and javascript: URLs', () => {
    expect(fragmentProblems('<div data-mf-remote="skills"><script>x()</script></div>', 'skills')).toContain(
      'contains a <script>',
    );
    expect(fragmentProblems('<div data-mf-remote="skills"><SCRIPT src="/x.js"></SCRIPT></div>', 'skills')).toContain(
      'contains a <script>',
    );
    expect(fragmentProblems('<div data-mf-remote="skills"><img src="x" onerror="x()"></div>', 'skills')).toEqual([
      '<img> has an inline event handler (onerror=)',
    ]);
    expect(fragmentProblems('<div data-mf-remote="skills" OnClick=\'x()\'></div>', 'skills')).toEqual([
      '<div> has an inline event handler (onclick=)',
    ]);
    expect(fragmentProblems('<div data-mf-remote="skills"><a href="javascript:x()">x</a></div>', 'skills')).toEqual([
      '<a> has a javascript: URL (href=)',
    ]);
    expect(
      fragmentProblems('<div data-mf-remote="skills"><a href=" jav&#x61;script&colon;x()">x</a></div>', 'skills'),
    ).toEqual(['<a> has a javascript: URL (href=)']);
    expect(
      fragmentProblems('<div data-mf-remote="skills"><form action="JavaScript:x()"></form></div>', 'skills'),
    ).toEqual(['<form> has a javascript: URL (action=)']);
  });

  it('does not mistake text for a handler or a URL', () => {
    expect(fragmentProblems('<div data-mf-remote="skills"><p>onclick=x javascript:y</p></div>', 'skills')).toEqual([]);
  });
});

describe('fragmentHeadProblems', () => {
  it('accepts the release marker, release stylesheets and preloads, or nothing', () => {
    expect(
      fragmentHeadProblems(
        '<meta name="mf-release-projects" content="/__mf_release__/"><link rel="stylesheet" href="/__mf_release__/assets/a.css">' +
          '<link rel="preload" as="image" href="/__mf_release__/assets/e.svg" fetchPriority="high"/>',
        'projects',
      ),
    ).toEqual([]);
    expect(fragmentHeadProblems('')).toEqual([]);
  });

  it('refuses anything else, a third-party stylesheet, scripts and a trailing newline', () => {
    const only =
      'may only hold <link rel="stylesheet|preload|modulepreload" href="/__mf_release__/…"> and <meta name="mf-release-<remote>" content="/__mf_release__/…"> tags';
    expect(fragmentHeadProblems('<link rel="stylesheet" href="https://cdn.example/a.css">')).toEqual([only]);
    expect(fragmentHeadProblems('<meta name="x" content="y">')).toEqual([only]);
    expect(fragmentHeadProblems('<link rel="icon" href="/__mf_release__/a.png">')).toEqual([only]);
    expect(fragmentHeadProblems('<meta name="mf-release-skills" content="/__mf_release__/">', 'projects')[0]).toMatch(
      /^may only hold/,
    );
    expect(fragmentHeadProblems('<script src="/__mf_release__/x.js"></script>')).toEqual([only, 'contains a <script>']);
    expect(fragmentHeadProblems('<link rel="stylesheet" href="/__mf_release__/a.css">\n')).toEqual([
      'ends with a newline (it would land inside the section markup)',
    ]);
  });
});

describe('releaseNameProblem', () => {
  it('accepts safe names and refuses the rest', () => {
    for (const name of ['ab12cd34ef', 'release-a', 'v1.2_3', '0']) expect(releaseNameProblem(name)).toBeNull();
    for (const name of ['', 'Release', '-a', '.hidden', 'a/b', 'a b', 'a..b', '..', 'a;b', 'x'.repeat(65), 'é']) {
      expect(releaseNameProblem(name), name).toMatch(/^unsafe release name/);
    }
  });
});

describe('releaseFragmentProblems', () => {
  it('names each missing or bad file of a release folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fragment-'));
    try {
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([
        `${join(dir, 'fragment.html')}: missing (the remote's build writes it)`,
        `${join(dir, 'fragment-head.html')}: missing (the remote's build writes it)`,
      ]);
      writeFileSync(join(dir, 'fragment.html'), '<div data-mf-remote="skills"><h1>Skills</h1></div>');
      writeFileSync(join(dir, 'fragment-head.html'), '<script></script>');
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([
        `${join(dir, 'fragment-head.html')}: may only hold <link rel="stylesheet|preload|modulepreload" href="/__mf_release__/…"> and <meta name="mf-release-skills" content="/__mf_release__/…"> tags`,
        `${join(dir, 'fragment-head.html')}: contains a <script>`,
      ]);
      writeFileSync(join(dir, 'fragment-head.html'), '');
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
