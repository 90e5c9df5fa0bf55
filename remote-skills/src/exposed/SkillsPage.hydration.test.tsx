import { describe, expect, it, vi } from 'vitest';
import { hydrationProblemsInHost } from '@portfolio/shared/federation/hydrationCheck.testing';
import SkillsPage from './SkillsPage';

describe('SkillsPage server HTML', () => {
  it('hydrates inside the host without a mismatch (its fragment rendered alone, as the build does)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(await hydrationProblemsInHost('skills', SkillsPage)).toEqual([]);
  });
});
