import { afterEach, describe, expect, it } from 'vitest';
import { recordedViews, restartRecord } from '@portfolio/shared/fieldData/pageRecord';
import { recordStaticServerSections } from './staticSections';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('recordStaticServerSections', () => {
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
