import { afterEach, describe, expect, it } from 'vitest';
import { recordedViews, restartRecord } from '@portfolio/shared/fieldData/pageRecord';
import { contractMismatch } from '../runtime/remoteUrlPlugin';
import {
  FragmentReleaseMismatch,
  hasVisitorInput,
  isSameRelease,
  loadFailureReason,
  recoverableErrorLevel,
  serverReleaseBase,
  serverSectionsIn,
  ServerSectionLoadError,
  serverStylesheetAliases,
  recordStaticServerSections,
} from './serverSectionChecks';
import { RemoteTimeoutError } from './timeLimit';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('serverSectionsIn', () => {
  it('finds the sections the server included, not a skeleton left by a failed include', () => {
    expect([...serverSectionsIn(dom('<main><div data-mf-remote="skills"><h1>Skills</h1></div></main>'))]).toEqual([
      'skills',
    ]);
    expect(serverSectionsIn(dom('<main><div data-testid="section-skeleton"></div></main>')).size).toBe(0);
  });
});

describe('serverReleaseBase', () => {
  it('reads the release marker of the head fragment', () => {
    const head = dom('<meta name="mf-release-contact" content="http://localhost:8083/ab12/">');
    expect(serverReleaseBase(head, 'contact')).toBe('http://localhost:8083/ab12/');
    expect(serverReleaseBase(head, 'skills')).toBeNull();
  });
});

describe('isSameRelease', () => {
  it('compares the fragment release base with the directory of the loaded entry', () => {
    expect(isSameRelease('http://localhost:8083/ab12/', 'http://localhost:8083/ab12/remoteEntry.js')).toBe(true);
    expect(isSameRelease('http://localhost:8083/ab12/', 'http://localhost:8083/cd34/remoteEntry.js')).toBe(false);
    expect(isSameRelease('http://localhost:4176/', 'http://localhost:4186/remoteEntry.js')).toBe(false);
  });

  it('counts an unknown release as the same (no marker, no entry yet, a bad URL)', () => {
    expect(isSameRelease(null, 'http://localhost:8083/ab12/remoteEntry.js')).toBe(true);
    expect(isSameRelease('http://localhost:8083/ab12/', undefined)).toBe(true);
    expect(isSameRelease('::', 'not a url')).toBe(true);
  });
});

describe('recoverableErrorLevel', () => {
  it('is quiet for the outcomes a section handles itself, wrapped as React wraps them', () => {
    const hydration = (cause: unknown) => new Error('There was an error while hydrating', { cause });
    expect(recoverableErrorLevel(hydration(new FragmentReleaseMismatch('skills')))).toBe('info');
    expect(recoverableErrorLevel(hydration(new ServerSectionLoadError('skills', new Error('timeout'))))).toBe('warn');
    expect(recoverableErrorLevel(new ServerSectionLoadError('skills', 'offline'))).toBe('warn');
  });

  it('keeps anything else an error', () => {
    expect(recoverableErrorLevel(new Error('Hydration failed because the server rendered text didn’t match'))).toBe(
      'error',
    );
    expect(recoverableErrorLevel('a string')).toBe('error');
  });
});

describe('hasVisitorInput', () => {
  it('is true once a field holds something other than what the server sent', () => {
    const section = dom(
      '<form><input type="hidden" name="access_key" value="k"><input name="name"><textarea name="message"></textarea></form>',
    );
    expect(hasVisitorInput(section)).toBe(false);
    section.querySelector('textarea')!.value = 'Hello';
    expect(hasVisitorInput(section)).toBe(true);
    section.querySelector('textarea')!.value = '';
    section.querySelector<HTMLInputElement>('input[type=hidden]')!.value = 'changed by a script';
    expect(hasVisitorInput(section)).toBe(false);
    expect(hasVisitorInput(null)).toBe(false);
  });
});

describe('loadFailureReason', () => {
  it('tells a time limit, a contract mismatch (even wrapped by the runtime) and anything else apart', () => {
    expect(loadFailureReason(new RemoteTimeoutError('skills/SkillsPage', 8000))).toBe('timeout');
    expect(loadFailureReason(new Error('wrapped', { cause: new RemoteTimeoutError('x', 1) }))).toBe('timeout');
    expect(loadFailureReason(new Error(contractMismatch('projects', {}) ?? ''))).toBe('contract');
    expect(
      loadFailureReason(new Error('[ Federation Runtime ]: projects was built against federation contract 2.0.0')),
    ).toBe('contract');
    expect(loadFailureReason(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
    expect(loadFailureReason('a string')).toBe('network');
  });
});

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

describe('recordStaticServerSections', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  it("notes the server's outcome, with its release, for each section inside a static island only", () => {
    restartRecord(window.location.pathname);
    document.head.innerHTML = '<meta name="mf-release-writing" content="/_remote/writing/r42/">';
    document.body.innerHTML = `
      <div id="root">
        <div data-island="prefix-writing" data-island-static=""><div data-mf-remote="writing"><h1>A post</h1></div></div>
        <div data-island="hero"><div data-mf-remote="skills"><h2>Skills</h2></div></div>
      </div>`;

    recordStaticServerSections(document.getElementById('root')!);

    expect(recordedViews().at(-1)?.sections).toEqual({
      writing: { outcome: 'server', source: '/_remote/writing/r42/' },
    });
  });

  it('notes nothing where a static island holds no section (a skeleton the server put in instead)', () => {
    restartRecord(window.location.pathname);
    document.body.innerHTML = `
      <div id="root">
        <div data-island="prefix-writing" data-island-static=""><div data-testid="section-skeleton"></div></div>
      </div>`;

    recordStaticServerSections(document.getElementById('root')!);

    expect(recordedViews().at(-1)?.sections).toEqual({});
  });
});
