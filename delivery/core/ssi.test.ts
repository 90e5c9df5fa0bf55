import { describe, expect, it } from 'vitest';
import { composeSsi, hasIncludes, releaseBaseOf, replaceReleaseToken, type IncludeFailure } from './ssi.mjs';

const PAGE = [
  '<html><head><title>t</title>',
  '<!--# block name="mf-empty" --><!--# endblock --><!--# include virtual="/_fragment/skills/contract-1/head" stub="mf-empty" --></head>',
  '<body><!--# block name="mf-skeleton-skills" --><div class="skeleton">loading</div><!--# endblock -->',
  '<div id="root"><!--$--><!--# include virtual="/_fragment/skills/contract-1/body" stub="mf-skeleton-skills" --><!--/$--></div>',
  '</body></html>\n',
].join('');

const fragments: Record<string, string> = {
  '/_fragment/skills/contract-1/head': '<link rel="stylesheet" href="http://r.test/v1/assets/a.css">',
  '/_fragment/skills/contract-1/body': '<div data-mf-remote="skills"><h1>Skills</h1></div>',
};

function failures() {
  const seen: IncludeFailure[] = [];
  return { seen, onFailure: (failure: IncludeFailure) => seen.push(failure) };
}

describe('composeSsi', () => {
  it('removes block definitions and replaces each include with its resolved fragment', async () => {
    const { seen, onFailure } = failures();
    const out = await composeSsi(PAGE, async (virtual) => fragments[virtual], { onFailure });
    expect(out).toBe(
      '<html><head><title>t</title><link rel="stylesheet" href="http://r.test/v1/assets/a.css"></head>' +
        '<body><div id="root"><!--$--><div data-mf-remote="skills"><h1>Skills</h1></div><!--/$--></div></body></html>\n',
    );
    expect(out).not.toContain('<!--#');
    expect(out).not.toContain('skeleton');
    expect(seen).toEqual([]);
  });

  it('uses the stub block when the resolver rejects, and reports the include and the cause', async () => {
    const { seen, onFailure } = failures();
    const out = await composeSsi(
      PAGE,
      async (virtual) => {
        if (virtual.endsWith('/body')) throw new Error('HTTP 404');
        return fragments[virtual];
      },
      { onFailure },
    );
    expect(out).toContain('<!--$--><div class="skeleton">loading</div><!--/$-->');
    expect(out).toContain('a.css');
    expect(seen).toEqual([
      { virtual: '/_fragment/skills/contract-1/body', stub: 'mf-skeleton-skills', cause: 'HTTP 404' },
    ]);
  });

  it('uses the stub for an empty or missing response', async () => {
    const { seen, onFailure } = failures();
    const out = await composeSsi(PAGE, async (virtual) => (virtual.endsWith('/body') ? '  \n' : null), { onFailure });
    expect(out).toContain('<title>t</title></head>');
    expect(out).toContain('<!--$--><div class="skeleton">loading</div><!--/$-->');
    expect(seen.map((failure) => failure.cause)).toEqual(['empty response', 'empty response']);
  });

  it('uses the stub when the resolver outlasts the bound, and aborts its signal', async () => {
    const { seen, onFailure } = failures();
    let aborted = false;
    const started = performance.now();
    const out = await composeSsi(
      PAGE,
      (virtual, { signal }) => {
        if (virtual.endsWith('/head')) return Promise.resolve(fragments[virtual]);
        signal.addEventListener('abort', () => (aborted = true));
        return new Promise(() => {}); // never settles
      },
      { timeoutMs: 80, onFailure },
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(out).toContain('<!--$--><div class="skeleton">loading</div><!--/$-->');
    expect(out).toContain('a.css');
    expect(aborted).toBe(true);
    expect(seen).toEqual([
      { virtual: '/_fragment/skills/contract-1/body', stub: 'mf-skeleton-skills', cause: 'timed out after 80 ms' },
    ]);
  });

  it('resolves all includes of a page in parallel', async () => {
    const started: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const composing = composeSsi(PAGE, async (virtual) => {
      started.push(virtual);
      await gate;
      return fragments[virtual];
    });
    await Promise.resolve();
    // Both resolvers started before either finished.
    expect(started).toEqual(['/_fragment/skills/contract-1/head', '/_fragment/skills/contract-1/body']);
    release();
    expect(await composing).toContain('<h1>Skills</h1>');
  });

  it('gives an empty string for a failed include whose stub is not defined, and says so', async () => {
    const { seen, onFailure } = failures();
    const out = await composeSsi(
      'a<!--# include virtual="/_fragment/x/contract-1/body" stub="nope" -->b',
      async () => {
        throw new Error('refused');
      },
      { onFailure },
    );
    expect(out).toBe('ab');
    expect(seen).toEqual([
      { virtual: '/_fragment/x/contract-1/body', stub: 'nope', cause: 'refused; unknown stub "nope"' },
    ]);
  });

  it("drops a fragment's trailing newlines but keeps the page's own", async () => {
    const out = await composeSsi('<p><!--# include virtual="/f" --></p>\n', async () => '<b>x</b>\r\n\n');
    expect(out).toBe('<p><b>x</b></p>\n');
  });

  it('leaves a page without includes as it is (minus block definitions)', async () => {
    expect(await composeSsi('<p>plain</p>\n', async () => 'never')).toBe('<p>plain</p>\n');
    expect(hasIncludes('<p>plain</p>')).toBe(false);
    expect(hasIncludes(PAGE)).toBe(true);
  });
});

describe('release token', () => {
  it('replaces every occurrence of /__mf_release__/ with the release base', () => {
    const head =
      '<link rel="stylesheet" href="/__mf_release__/assets/a.css"><link rel="stylesheet" href="/__mf_release__/assets/b.css">';
    expect(replaceReleaseToken(head, 'http://localhost:8081/ab12/')).toBe(
      '<link rel="stylesheet" href="http://localhost:8081/ab12/assets/a.css"><link rel="stylesheet" href="http://localhost:8081/ab12/assets/b.css">',
    );
    expect(replaceReleaseToken('/__mf_release__', 'http://x/')).toBe('/__mf_release__');
  });

  it("takes the release base from the entry URL's directory", () => {
    expect(releaseBaseOf('http://localhost:8081/ab12cd34ef/remoteEntry.js')).toBe('http://localhost:8081/ab12cd34ef/');
    expect(releaseBaseOf('http://localhost:4174/remoteEntry.js?v=2')).toBe('http://localhost:4174/');
  });
});
