import { describe, expect, it } from 'vitest';
import { composeSsi, type IncludeFailure } from './ssi.mjs';
import { ssiTransformStream } from './ssiStream.mjs';

const PAGE =
  '<html><head><!--# block name="mf-empty" --><!--# endblock -->' +
  '<!--# include virtual="/_fragment/skills/contract-1/head" stub="mf-empty" --></head>' +
  '<body><!--# block name="mf-skeleton-skills" --><div role="status">Loading</div><!--# endblock -->' +
  '<div id="root"><!-- a comment --><main><!--$--><!--# include virtual="/_fragment/skills/contract-1/body" stub="mf-skeleton-skills" --><!--/$--></main></div></body></html>';

async function streamed(html: string, chunkSize: number, resolve: (virtual: string) => Promise<string>) {
  const failures: IncludeFailure[] = [];
  const chunks: string[] = [];
  for (let at = 0; at < html.length; at += chunkSize) chunks.push(html.slice(at, at + chunkSize));
  const source = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const reader = source.pipeThrough(ssiTransformStream(resolve, { onFailure: (f) => failures.push(f) })).getReader();
  let out = '';
  for (let next = await reader.read(); !next.done; next = await reader.read()) out += next.value;
  return { out, failures };
}

describe('ssiTransformStream', () => {
  const fragments: Record<string, string> = {
    '/_fragment/skills/contract-1/head': '<meta name="mf-release-skills" content="https://s.test/r1/">',
    '/_fragment/skills/contract-1/body': '<div data-mf-remote="skills">Skills</div>',
  };
  const healthy = (virtual: string) => Promise.resolve(fragments[virtual]!);
  const down = () => Promise.reject(new Error('HTTP 500'));

  it('composes a page like composeSsi, however the page is split into chunks', async () => {
    for (const resolve of [healthy, down]) {
      const expected = await composeSsi(PAGE, resolve);
      for (const size of [1, 3, 7, 64, PAGE.length]) expect((await streamed(PAGE, size, resolve)).out).toBe(expected);
    }
  });

  it('fills includes from the fragments, or from their stubs, reporting each fallback', async () => {
    const good = await streamed(PAGE, 16, healthy);
    expect(good.out).toContain('<main><!--$--><div data-mf-remote="skills">Skills</div><!--/$--></main>');
    expect(good.out).not.toContain('<!--#');
    expect(good.failures).toEqual([]);
    const bad = await streamed(PAGE, 16, down);
    expect(bad.out).toContain('<main><!--$--><div role="status">Loading</div><!--/$--></main>');
    expect(bad.out).toContain('<!-- a comment -->');
    expect(bad.failures.map((f) => [f.virtual, f.stub, f.cause])).toEqual([
      ['/_fragment/skills/contract-1/head', 'mf-empty', 'HTTP 500'],
      ['/_fragment/skills/contract-1/body', 'mf-skeleton-skills', 'HTTP 500'],
    ]);
  });

  it('passes text before an include on before the include resolves (streams)', async () => {
    let release: (value: string) => void = () => {};
    const pending = new Promise<string>((resolve) => (release = resolve));
    const writer = new TransformStream<string, string>();
    const output = writer.readable.pipeThrough(ssiTransformStream(() => pending)).getReader();
    const input = writer.writable.getWriter();
    void input.write('<p>before</p><!--# include virtual="/x" --><p>after</p>');
    expect((await output.read()).value).toBe('<p>before</p>');
    release('<b>in</b>');
    expect((await output.read()).value).toBe('<b>in</b>');
    void input.close();
  });
});
