/**
 * Scopes a remote's CSS to its own section: host and remotes each generate Tailwind utilities, and a
 * remote's `.hidden`, later in the page, would beat the host's `md:block`. The section's attribute
 * keeps the remote's rules in its subtree and, by one attribute of specificity, ahead of the host's.
 */

/** Theme variables and document-level rules stay global. */
const GLOBAL_SELECTOR = /^(:root|:host|html|body|\[data-theme)/;

export function remoteScope(remote: string): string {
  return `[data-mf-remote="${remote}"]`;
}

export function scopeSelector(selector: string, scope: string): string {
  const trimmed = selector.trim();
  if (!trimmed || trimmed.includes('&') || GLOBAL_SELECTOR.test(trimmed) || trimmed.startsWith(scope)) return trimmed;
  return `${scope} ${trimmed}`;
}

interface CssRule {
  selectors: string[];
  parent?: { type: string; name?: string } | undefined;
}

/** A PostCSS plugin object, as Vite passes it to its PostCSS. */
export function scopeRemoteCss(remote: string) {
  const scope = remoteScope(remote);
  const done = new WeakSet<object>();
  return {
    postcssPlugin: 'portfolio-scope-remote-css',
    Rule(rule: CssRule) {
      if (done.has(rule)) return;
      done.add(rule);
      const parent = rule.parent;
      if (parent?.type === 'atrule' && /keyframes$/i.test(parent.name ?? '')) return;
      rule.selectors = rule.selectors.map((selector) => scopeSelector(selector, scope));
    },
  };
}
