import { describe, expect, it } from 'vitest';
import { remoteScope, scopeRemoteCss, scopeSelector } from './scopeRemoteCss';

const scope = remoteScope('skills');

describe('scopeSelector', () => {
  it('prefixes utilities with the remote attribute', () => {
    expect(scope).toBe('[data-mf-remote="skills"]');
    expect(scopeSelector('.hidden', scope)).toBe('[data-mf-remote="skills"] .hidden');
    expect(scopeSelector('.md\\:flex', scope)).toBe('[data-mf-remote="skills"] .md\\:flex');
    expect(scopeSelector('.dark\\:text-ink:where([data-theme=dark], [data-theme=dark] *)', scope)).toBe(
      '[data-mf-remote="skills"] .dark\\:text-ink:where([data-theme=dark], [data-theme=dark] *)',
    );
  });
  it('leaves theme variables and document rules global', () => {
    for (const selector of [':root', ':host', 'html', 'body', "[data-theme='light']"]) {
      expect(scopeSelector(selector, scope)).toBe(selector);
    }
  });
  it('does not scope twice or touch nested selectors', () => {
    expect(scopeSelector('[data-mf-remote="skills"] .x', scope)).toBe('[data-mf-remote="skills"] .x');
    expect(scopeSelector('&:hover', scope)).toBe('&:hover');
  });
});

describe('scopeRemoteCss', () => {
  it('rewrites every selector of a rule once and skips keyframes', () => {
    const plugin = scopeRemoteCss('projects');
    const rule = { selectors: ['.a', ':root'], parent: { type: 'root' } };
    plugin.Rule(rule);
    plugin.Rule(rule);
    expect(rule.selectors).toEqual(['[data-mf-remote="projects"] .a', ':root']);
    const frame = { selectors: ['from'], parent: { type: 'atrule', name: 'keyframes' } };
    plugin.Rule(frame);
    expect(frame.selectors).toEqual(['from']);
  });
});
