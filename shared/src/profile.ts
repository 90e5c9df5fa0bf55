import type { ProfileObject } from './types/entities';

export const MIN_SKILLS_FOR_HIRE = 5;
export const MIN_YEARS_FOR_HIRE = 2;

/** Spec 3: hireable when hard-working, a problem solver, with at least 5 skills and 2 years. */
export function isHireable(profile: ProfileObject): boolean {
  return (
    profile.hardWorker &&
    profile.problemSolver &&
    profile.skills.length >= MIN_SKILLS_FOR_HIRE &&
    profile.yearsOfExperience >= MIN_YEARS_FOR_HIRE
  );
}
