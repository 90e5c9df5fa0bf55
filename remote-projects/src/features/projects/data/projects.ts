import { PROJECTS, type ProjectContent } from '@portfolio/shared/content/projects';
// `?no-inline`: always emitted as files, so the URLs point at this remote's origin
// (built from import.meta.url under base './') instead of bloating the JS as data URLs.
import csecarnivalCover from '../assets/csecarnival.svg?no-inline';
import eventsphereCover from '../assets/eventsphere.svg?no-inline';
import foodieexpressCover from '../assets/foodieexpress.svg?no-inline';
import inkwellCover from '../assets/inkwell.svg?no-inline';
import lifelineCover from '../assets/lifeline.svg?no-inline';
import starbounceCover from '../assets/starbounce.svg?no-inline';

/** A project entry (spec 3): its content (shared/src/content/projects.ts) and its cover image. */
export interface ProjectShowcase extends ProjectContent {
  /** Cover image URL. */
  link: string;
}

/** Intrinsic size of every cover (16:10), written on the <img> so nothing shifts on load. */
export const COVER_SIZE = { width: 960, height: 600 } as const;

/** Each project's cover, by slug (a project without one fails the content check: no cover image). */
const COVERS: Readonly<Record<string, string>> = {
  eventsphere: eventsphereCover,
  inkwell: inkwellCover,
  'cse-carnival': csecarnivalCover,
  lifeline: lifelineCover,
  'star-bounce': starbounceCover,
  'foodie-express': foodieexpressCover,
};

export const projects: readonly ProjectShowcase[] = PROJECTS.map((project) => ({
  ...project,
  link: COVERS[project.slug] ?? '',
}));
