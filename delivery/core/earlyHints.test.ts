import { describe, expect, it } from 'vitest';
import { linkHeaderFor } from './earlyHints.mjs';

const remotes = {
  skills: 'http://localhost:8081/abc/remoteEntry.js',
  projects: 'https://projects.example.test/v2/remoteEntry.js',
  contact: 'http://localhost:8083/def/remoteEntry.js',
};

describe('linkHeaderFor', () => {
  it('preconnects to the route remote and preloads remotes.json, its entry and its manifest', () => {
    expect(linkHeaderFor('/projects', remotes)).toBe(
      '<https://projects.example.test>; rel=preconnect; crossorigin, </remotes.json>; rel=preload; as=fetch; crossorigin, <https://projects.example.test/v2/remoteEntry.js>; rel=modulepreload; crossorigin; fetchpriority=low, <https://projects.example.test/v2/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
    );
    expect(linkHeaderFor('/skills/', remotes)).toContain(
      '<http://localhost:8081/abc/remoteEntry.js>; rel=modulepreload',
    );
  });
  it('keeps the entry off the first paint path: Low priority, not a High-priority script', () => {
    expect(linkHeaderFor('/skills', remotes)).toContain(
      '<http://localhost:8081/abc/remoteEntry.js>; rel=modulepreload; crossorigin; fetchpriority=low',
    );
  });
  it('never preloads chunks or CSS, whose failed or stalled preloads would hold their URLs for Retry', () => {
    const link = linkHeaderFor('/contact', remotes) ?? '';
    expect(link).not.toMatch(/as=(script|style)/);
    expect(link.match(/rel=modulepreload/g)).toHaveLength(1);
  });
  it('says nothing for the host own pages or a remote missing from remotes.json', () => {
    expect(linkHeaderFor('/', remotes)).toBeNull();
    expect(linkHeaderFor('/education', remotes)).toBeNull();
    expect(linkHeaderFor('/contact', { skills: 'http://x.test/remoteEntry.js' })).toBeNull();
  });
});
