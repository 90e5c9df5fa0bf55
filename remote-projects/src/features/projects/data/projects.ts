import { PROJECTS, type ProjectContent } from '@portfolio/shared/content/projects';
// Every cover file, `<image name>-<width>.webp`, made from the SVGs in ../covers by `npm run covers`
// (docs/decisions/0019). `?no-inline`: always emitted as files, so the URLs point at this remote's
// origin (built from import.meta.url under base './') instead of bloating the JS as data URLs.
const COVER_FILES = import.meta.glob<string>('../assets/*.webp', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

/** A project entry (spec 3): its content (shared/src/content/projects.ts) and its cover image. */
export interface ProjectShowcase extends ProjectContent {
  /** Cover image URL (the widest). */
  link: string;
  /** The cover at each width, for the <img>'s srcset. */
  coverSrcSet: string;
  /** Its case study's address, under the host's base path, when it has one. */
  caseStudyHref?: string;
}

/** Intrinsic size of every cover (16:10), written on the <img> so nothing shifts on load. */
export const COVER_SIZE = { width: 960, height: 600 } as const;

/** How wide the cover shows (ProjectCard's widths, padding left out), for the browser to pick a file. */
export const COVER_SIZES = '(min-width: 1024px) 40vw, 88vw';

/** A cover's files, narrowest first: [url, width]. */
type CoverFiles = readonly (readonly [string, number])[];

/**
 * The files of the cover named by a project's `src` (`eventsphere.webp`): each `eventsphere-<width>.webp`
 * among `files` (module path to URL), narrowest first. None: the content check reports the project.
 */
export function coverFiles(src: string, files: Readonly<Record<string, string>> = COVER_FILES): CoverFiles {
  const name = src.replace(/\.webp$/, '');
  return Object.entries(files)
    .flatMap(([path, url]) => {
      const file = /([^/]+)-(\d+)\.webp$/.exec(path);
      return file?.[1] === name ? [[url, Number(file[2])] as const] : [];
    })
    .sort((a, b) => a[1] - b[1]);
}

/** `url 640w, url 960w`: the srcset of a cover's files. */
function srcSetOf(files: CoverFiles): string {
  return files.map(([url, width]) => `${url} ${width}w`).join(', ');
}

/** A project with its cover's files. */
export function withCover(project: ProjectContent): ProjectShowcase {
  const files = coverFiles(project.src);
  return { ...project, link: files.at(-1)?.[0] ?? '', coverSrcSet: srcSetOf(files) };
}

/** The projects with their covers, in English (the other languages: hooks/useProjectsData.ts). */
export const projects: readonly ProjectShowcase[] = PROJECTS.map(withCover);
