/** A page's Open Graph image as SVG, which the build rasterises to PNG (fragmentPlugin.ts). */
import type { PreviewCard } from '../src/previewCard';

/** Text for XML and HTML: an element's content or a quoted attribute's value. */
export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The title in at most `maxLines` lines of `width` characters, the last cut with an ellipsis. */
function wrapTitle(title: string, width = 28, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

export function previewCardSvg(card: PreviewCard): string {
  const title = wrapTitle(card.title)
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * 80}" font-size="64" font-weight="700" fill="#f4f4f5">${escapeXml(line)}</text>`,
    )
    .join('');
  const accent = card.accent ?? '#8b5cf6';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, Arial, sans-serif"><rect width="1200" height="630" fill="#0b0b12"/><rect width="1200" height="12" fill="${escapeXml(accent)}"/><text x="80" y="150" font-size="30" fill="#c4b5fd">${escapeXml(card.kicker)}</text>${title}<text x="80" y="560" font-size="30" fill="#a1a1aa">${escapeXml(card.footer)}</text></svg>`;
}
