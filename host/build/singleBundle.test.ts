// @vitest-environment node
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { includePointTag } from './includePoints';
import { withInlineSection } from './prerender';
import { exposedSections, isSingleBundleBuild, remoteOfFile } from './singleBundle';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

describe('the single-bundle build', () => {
  it('is asked for by SINGLE_BUNDLE=1 only', () => {
    expect(isSingleBundleBuild({ SINGLE_BUNDLE: '1' })).toBe(true);
    expect(isSingleBundleBuild({})).toBe(false);
    expect(isSingleBundleBuild({ SINGLE_BUNDLE: 'true' })).toBe(false);
  });

  it("finds each remote's exposed section where its federation id says", () => {
    expect(exposedSections(repoRoot)).toEqual([
      {
        remote: 'skills',
        id: 'skills/SkillsPage',
        root: join(repoRoot, 'remote-skills'),
        file: join('src', 'exposed', 'SkillsPage.tsx'),
      },
      {
        remote: 'projects',
        id: 'projects/ProjectsStack',
        root: join(repoRoot, 'remote-projects'),
        file: join('src', 'exposed', 'ProjectsStack.tsx'),
      },
      {
        remote: 'contact',
        id: 'contact/ContactPage',
        root: join(repoRoot, 'remote-contact'),
        file: join('src', 'exposed', 'ContactPage.tsx'),
      },
      {
        remote: 'writing',
        id: 'writing/LatestWriting',
        root: join(repoRoot, 'remote-writing'),
        file: join('src', 'exposed', 'LatestWriting.tsx'),
      },
    ]);
    expect(() => exposedSections(join(repoRoot, 'host'))).toThrow(/skills\/SkillsPage has no source file/);
  });

  it("scopes a CSS file by the remote folder it is in, the host's own by none", () => {
    const sections = exposedSections(repoRoot);
    expect(remoteOfFile(join(repoRoot, 'remote-projects', 'src', 'exposed', 'projects.css'), sections)).toBe(
      'projects',
    );
    expect(remoteOfFile(join(repoRoot, 'host', 'src', 'app', 'index.css'), sections)).toBeNull();
    // A folder whose name only starts like a remote's is not it.
    expect(remoteOfFile(join(repoRoot, 'remote-skills-old', 'a.css'), sections)).toBeNull();
  });

  it('writes the section into the page where its include point was, and its hints into the head', () => {
    const page = `<html><head><title>t</title></head><body><main><!--$-->${includePointTag('skills')}<!--/$--></main></body></html>`;
    const html = withInlineSection(page, 'skills', {
      head: '<link rel="preload" as="image" href="/assets/a.webp"/>',
      body: '<div data-mf-remote="skills"><h1>Skills</h1></div>',
    });
    expect(html).toBe(
      '<html><head><title>t</title><link rel="preload" as="image" href="/assets/a.webp"/></head><body><main><!--$--><div data-mf-remote="skills"><h1>Skills</h1></div><!--/$--></main></body></html>',
    );
    expect(() => withInlineSection('<head></head><main></main>', 'skills', { head: '', body: '' })).toThrow(
      /one include point for skills/,
    );
  });
});
