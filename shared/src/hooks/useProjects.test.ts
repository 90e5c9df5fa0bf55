import { describe, expect, it } from 'vitest';
import { PROJECTS } from '../content/projects';
import { loadProjects } from './useProjects';

describe('projects per language', () => {
  it('has the English projects at hand and the German ones from their own file', async () => {
    expect(await loadProjects('en')).toBe(PROJECTS);
    const german = await loadProjects('de');
    expect(german.map((project) => project.title)).toEqual(PROJECTS.map((project) => project.title));
    expect(german[0]!.description).toMatch(/^Eine Event-Plattform/);
  });
});
