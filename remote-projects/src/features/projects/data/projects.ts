import { PROJECTS, type ProjectContent } from '@portfolio/shared/content/projects';
// `?no-inline`: always emitted as files, so the URLs point at this remote's origin
// (built from import.meta.url under base './') instead of bloating the JS as data URLs.
// WebP made from the SVGs in ../covers by `npm run covers` (docs/decisions/0019).
import csecarnival640 from '../assets/csecarnival-640.webp?no-inline';
import csecarnival960 from '../assets/csecarnival-960.webp?no-inline';
import eventsphere640 from '../assets/eventsphere-640.webp?no-inline';
import eventsphere960 from '../assets/eventsphere-960.webp?no-inline';
import foodieexpress640 from '../assets/foodieexpress-640.webp?no-inline';
import foodieexpress960 from '../assets/foodieexpress-960.webp?no-inline';
import inkwell640 from '../assets/inkwell-640.webp?no-inline';
import inkwell960 from '../assets/inkwell-960.webp?no-inline';
import lifeline640 from '../assets/lifeline-640.webp?no-inline';
import lifeline960 from '../assets/lifeline-960.webp?no-inline';
import starbounce640 from '../assets/starbounce-640.webp?no-inline';
import starbounce960 from '../assets/starbounce-960.webp?no-inline';

/** A project entry (spec 3): its content (shared/src/content/projects.ts) and its cover image. */
export interface ProjectShowcase extends ProjectContent {
  /** Cover image URL (the widest). */
  link: string;
  /** The cover at each width, for the <img>'s srcset. */
  coverSrcSet: string;
}

/** Intrinsic size of every cover (16:10), written on the <img> so nothing shifts on load. */
export const COVER_SIZE = { width: 960, height: 600 } as const;

/** How wide the cover shows (ProjectCard's widths, padding left out), for the browser to pick a file. */
export const COVER_SIZES = '(min-width: 1024px) 40vw, 88vw';

/** A cover's files, smallest first: [url, width]. */
type CoverFiles = readonly (readonly [string, number])[];

/** Each project's cover, by slug (a project without one fails the content check: no cover image). */
const COVERS: Readonly<Record<string, CoverFiles>> = {
  eventsphere: [[eventsphere640, 640], [eventsphere960, 960]],
  inkwell: [[inkwell640, 640], [inkwell960, 960]],
  'cse-carnival': [[csecarnival640, 640], [csecarnival960, 960]],
  lifeline: [[lifeline640, 640], [lifeline960, 960]],
  'star-bounce': [[starbounce640, 640], [starbounce960, 960]],
  'foodie-express': [[foodieexpress640, 640], [foodieexpress960, 960]],
};

/** `url 640w, url 960w`: the srcset of a cover's files. */
export function srcSetOf(files: CoverFiles): string {
  return files.map(([url, width]) => `${url} ${width}w`).join(', ');
}

export const projects: readonly ProjectShowcase[] = PROJECTS.map((project) => ({
  ...project,
  link: COVERS[project.slug]?.at(-1)?.[0] ?? '',
  coverSrcSet: srcSetOf(COVERS[project.slug] ?? []),
}));
