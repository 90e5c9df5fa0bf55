import { describe, expect, it } from 'vitest';
import { escapeXml, previewCardSvg } from './previewCard';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('previewCardSvg', () => {
  it('draws the kicker, the title and the footer in that order, with the accent as the top bar', () => {
    const svg = previewCardSvg({ kicker: 'Case study', title: 'Portfolio', footer: 'alex.dev', accent: '#14b8a6' });
    expect(texts(svg)).toEqual(['Case study', 'Portfolio', 'alex.dev']);
    expect(svg).toContain('<rect width="1200" height="12" fill="#14b8a6"/>');
    expect(svg).toContain('width="1200" height="630"');
  });

  it('wraps the title at 28 characters, in at most 3 lines, the last cut with an ellipsis', () => {
    const title = 'Shipping a design system across four product teams without a big bang rewrite in twelve weeks';
    const lines = texts(previewCardSvg({ kicker: 'k', title, footer: 'f' })).slice(1, -1);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line!.length).toBeLessThanOrEqual(28);
    expect(lines[0]).toBe('Shipping a design system');
    expect(lines[2]!.endsWith('rewrite…')).toBe(true);
    expect(lines.join(' ').replace('…', '')).toBe(title.slice(0, lines.join(' ').length - 1));
  });

  it('keeps a short title whole, without an ellipsis', () => {
    const lines = texts(previewCardSvg({ kicker: 'k', title: 'Skills and tools', footer: 'f' })).slice(1, -1);
    expect(lines).toEqual(['Skills and tools']);
  });

  it('escapes what would break the XML', () => {
    const svg = previewCardSvg({ kicker: 'A & B', title: '<script>', footer: '"quoted"', accent: '"/><x' });
    expect(texts(svg)).toEqual(['A &amp; B', '&lt;script&gt;', '&quot;quoted&quot;']);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<x');
    expect(escapeXml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
