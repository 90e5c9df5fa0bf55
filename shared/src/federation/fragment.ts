import type { RemoteName } from './contract';

/**
 * A remote section's server HTML (fragment.contract-<major>.html) is the section inside the element its scoped CSS
 * applies to; the host's RemoteSection and ServerRenderedSection render the same wrapper.
 */
export function fragmentBody(remote: RemoteName, sectionHtml: string): string {
  return `<div data-mf-remote="${remote}">${sectionHtml}</div>`;
}

/**
 * React's server renderer puts resource hints (an `<img fetchPriority="high">`'s image preload)
 * before the markup; they belong in the page's head, and inside the section they would not match
 * what the browser hydrates. Splits them off.
 */
export function splitLeadingLinks(html: string): { links: string; markup: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  return match ? { links: match[0], markup: html.slice(match[0].length) } : { links: '', markup: html };
}
