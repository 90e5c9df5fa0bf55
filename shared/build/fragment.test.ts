import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contractMajorOf,
  FRAGMENT_FILE_NAME,
  FRAGMENT_INCLUDE_PATH,
  prefixShellFile,
  pageFragmentFile,
  pageFragmentIncludePath,
  pageHeadProblems,
  fragmentFileNames,
  fragmentHeadProblems,
  fragmentIncludePath,
  fragmentProblems,
  releaseFragmentProblems,
  releaseNameProblem,
  RELEASE_TOKEN,
} from './fragment.mjs';
import { fragmentBodyFile, RELEASE_TOKEN as BROWSER_RELEASE_TOKEN } from '../src/federation/fragmentFile';

const GOOD =
  '<div data-mf-remote="contact" class="x"><h1>Contact</h1><!-- --><p>a<br>b &amp; c</p>' +
  '<img src="/__mf_release__/assets/a.png" alt=""><form method="post" action="http://localhost:4180/submit">' +
  '<label for="contact-name">Name</label><input id="contact-name" name="name" required>' +
  '<textarea name="message">x < y</textarea></form>' +
  '<svg viewBox="0 0 1 1" aria-hidden="true"><path d="M0 0h1"/></svg><a href="https://example.com/x">x</a></div>';

describe("the browser's view of the fragment files (src/federation/fragmentFile.ts)", () => {
  it('names the same body file and release token as the build and the servers', () => {
    for (const major of [1, 2, 13]) expect(fragmentBodyFile(major)).toBe(fragmentFileNames(major).body);
    expect(BROWSER_RELEASE_TOKEN).toBe(RELEASE_TOKEN);
  });
});

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

  it("accepts an image preload for a srcset (React's, with no href) when every candidate is from the release", () => {
    const preload = (srcset: string) =>
      `<link rel="preload" as="image" imageSrcSet="${srcset}" imageSizes="90vw" fetchPriority="high"/>`;
    expect(
      fragmentHeadProblems(
        preload('/__mf_release__/assets/e-640.webp 640w, /__mf_release__/assets/e-960.webp 960w'),
        'projects',
      ),
    ).toEqual([]);
    expect(
      fragmentHeadProblems(
        preload('/__mf_release__/assets/e-640.webp 640w, https://cdn.example/e.webp 960w'),
        'projects',
      ),
    ).toHaveLength(1);
    expect(fragmentHeadProblems(preload('/__mf_release__/../e.webp 640w'), 'projects')).toHaveLength(1);
  });

  it("accepts the section's stylesheets through the host's /_release/<remote>/ path, its own only", () => {
    expect(fragmentHeadProblems('<link rel="stylesheet" href="/_release/skills/assets/a.css">', 'skills')).toEqual([]);
    expect(
      fragmentHeadProblems('<link rel="stylesheet" href="/_release/contact/assets/a.css">', 'skills'),
    ).toHaveLength(1);
    expect(fragmentHeadProblems('<link rel="stylesheet" href="/_release/skills/../x.css">', 'skills')).toHaveLength(1);
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

describe('fragment names', () => {
  it('carry the contract major, in the files and in the include path', () => {
    expect(fragmentFileNames(1)).toEqual({ body: 'fragment.contract-1.html', head: 'fragment-head.contract-1.html' });
    expect(FRAGMENT_FILE_NAME.exec('fragment-head.contract-12.html')?.slice(1)).toEqual(['-head', '12']);
    expect(FRAGMENT_FILE_NAME.test('fragment.html')).toBe(false);
    expect(fragmentIncludePath('contact', 'body', 2)).toBe('/_fragment/contact/contract-2/body');
    expect(FRAGMENT_INCLUDE_PATH.exec('/_fragment/contact/contract-2/head')?.slice(1)).toEqual([
      'contact',
      '2',
      undefined,
      undefined,
      'head',
    ]);
    expect(pageFragmentIncludePath('writing', 'body', 1)).toBe('/_fragment/writing/contract-1/page/body');
    expect(FRAGMENT_INCLUDE_PATH.exec(pageFragmentIncludePath('writing', 'head', 1))?.slice(4)).toEqual([
      'page/',
      'head',
    ]);
    expect(pageFragmentFile('/writing/hello', 'head', 1)).toBe('pages/writing/hello/fragment-head.contract-1.html');
    for (const path of [
      '/_fragment/contact/head',
      '/_fragment/contact/contract-x/body',
      '/_fragment/../contract-1/body',
    ])
      expect(FRAGMENT_INCLUDE_PATH.test(path), path).toBe(false);
  });

  it('put a language other than the first in a folder of its own, in the files and in the include path', () => {
    expect(fragmentFileNames(1, 'en')).toEqual(fragmentFileNames(1));
    expect(fragmentFileNames(1, 'de')).toEqual({
      body: 'de/fragment.contract-1.html',
      head: 'de/fragment-head.contract-1.html',
    });
    expect(fragmentIncludePath('skills', 'body', 1, 'de')).toBe('/_fragment/skills/contract-1/de/body');
    expect(FRAGMENT_INCLUDE_PATH.exec('/_fragment/skills/contract-1/de/body')?.slice(1)).toEqual([
      'skills',
      '1',
      'de',
      undefined,
      'body',
    ]);
    expect(prefixShellFile('writing', 'de')).toBe('_prefix/de/writing.html');
    expect(prefixShellFile('writing', 'en')).toBe('_prefix/writing.html');
  });

  it('take the major from a semver version', () => {
    expect(contractMajorOf('1.0.0')).toBe(1);
    expect(contractMajorOf('12.3.4-beta.1')).toBe(12);
    expect(() => contractMajorOf('one')).toThrow(/not a semver version/);
  });
});

describe('releaseFragmentProblems', () => {
  it('names each missing or bad file of a release folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fragment-'));
    const { body, head } = fragmentFileNames(1);
    try {
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([
        `${join(dir, 'fragment.contract-<major>.html')}: missing (the remote's build writes it)`,
      ]);
      writeFileSync(join(dir, body), '<div data-mf-remote="skills"><h1>Skills</h1></div>');
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([
        `${join(dir, head)}: missing (the remote's build writes it)`,
      ]);
      writeFileSync(join(dir, head), '<script></script>');
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([
        `${join(dir, head)}: may only hold <link rel="stylesheet|preload|modulepreload" href="/__mf_release__/…"> and <meta name="mf-release-skills" content="/__mf_release__/…"> tags`,
        `${join(dir, head)}: contains a <script>`,
      ]);
      writeFileSync(join(dir, head), '');
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([]);
      // One release is built against one contract.
      writeFileSync(join(dir, fragmentFileNames(2).body), '<div data-mf-remote="skills"></div>');
      expect(releaseFragmentProblems(dir, 'skills')).toEqual([
        `${dir}: fragment files for more than one contract major (1, 2)`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pageHeadProblems', () => {
  const section =
    '<meta name="mf-release-writing" content="/__mf_release__/"><link rel="stylesheet" href="/_release/writing/assets/a.css">';
  const meta =
    '<title>Hello · Ada</title><meta name="description" content="Hi"><link rel="canonical" href="https://ada.dev/writing/hello">' +
    '<meta property="og:image" content="https://ada.dev/writing/og/hello.png"><link rel="alternate" type="application/atom+xml" href="/writing/feed.xml">' +
    '<script type="application/ld+json">{"@type":"BlogPosting"}</script>';

  it("takes the section's head tags with the page's metadata and JSON-LD", () => {
    expect(pageHeadProblems(section + meta, 'writing')).toEqual([]);
  });

  it('refuses a script that would run, JSON-LD that is not JSON, and other tags', () => {
    expect(pageHeadProblems(`${section}<script>alert(1)</script>`, 'writing').join()).toMatch(/script|may only hold/);
    expect(pageHeadProblems(`${section}<script type="application/ld+json">{nope</script>`, 'writing')).toContain(
      'a <script type="application/ld+json"> does not hold JSON',
    );
    expect(pageHeadProblems(`${section}<base href="https://evil.example/">`, 'writing').join()).toMatch(
      /may only hold/,
    );
    expect(
      pageHeadProblems(`${section}<link rel="canonical" href="javascript:alert(1)">`, 'writing').length,
    ).toBeGreaterThan(0);
  });
});
