import type { RemoteName } from '../src/federation/contract';

/** A section's server HTML inside the element its scoped CSS applies to, as the host renders it too. */
export function fragmentBody(remote: RemoteName, sectionHtml: string): string {
  return `<div data-mf-remote="${remote}">${sectionHtml}</div>`;
}

/** Splits off React's leading resource hints: they belong in the head and would not match what hydrates. */
export function splitLeadingLinks(html: string): { links: string; markup: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  return match ? { links: match[0], markup: html.slice(match[0].length) } : { links: '', markup: html };
}
