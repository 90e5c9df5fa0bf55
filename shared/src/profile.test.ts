import { describe, expect, it } from 'vitest';
import { isHireable } from './profile';
import type { ProfileObject } from './types/entities';

const base: ProfileObject = {
  name: 'Sample',
  title: 'Dev',
  skills: ['a', 'b', 'c', 'd', 'e'],
  hardWorker: true,
  quickLearner: true,
  problemSolver: true,
  yearsOfExperience: 2,
};

describe('isHireable', () => {
  it('is true at the boundaries: exactly 5 skills and 2 years', () => {
    expect(isHireable(base)).toBe(true);
  });
  it('is false with 4 skills', () => {
    expect(isHireable({ ...base, skills: ['a', 'b', 'c', 'd'] })).toBe(false);
  });
  it('is false with less than 2 years', () => {
    expect(isHireable({ ...base, yearsOfExperience: 1.9 })).toBe(false);
  });
  it('needs hardWorker and problemSolver, but not quickLearner', () => {
    expect(isHireable({ ...base, hardWorker: false })).toBe(false);
    expect(isHireable({ ...base, problemSolver: false })).toBe(false);
    expect(isHireable({ ...base, quickLearner: false })).toBe(true);
  });
});
