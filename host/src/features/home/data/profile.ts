import { owner } from '@portfolio/shared/owner';
import type { ProfileObject } from '@portfolio/shared/types/entities';

/** Spec 3: the profile object shown in the home page's code window. */
export const PROFILE: ProfileObject = {
  name: owner.name,
  title: owner.title,
  skills: ['React', 'Django', 'Laravel', 'Express', 'NodeJs', 'MySQL', 'MongoDB', 'Docker', 'Redux'],
  hardWorker: true,
  quickLearner: true,
  problemSolver: true,
  yearsOfExperience: 2,
};
