import type { PostBody } from '@portfolio/shared/content/markdown';
import type { IconRecord } from '@portfolio/shared/types/entities';

/** A case study's front matter, checked (remote-projects/build/caseStudies.ts). */
export interface CaseStudyMeta {
  /** The page's slug: the project's title in lower case, spaces as hyphens. */
  slug: string;
  /** The project it tells (shared/src/content/projects.ts `slug`). */
  project: string;
  role: string;
  problem: string;
  stack: string[];
  results: string[];
  draft: boolean;
}

/** A case study's body module: its HTML, and its stack's icons (shared/build/stackIcons.ts, resolved at build; null: none). */
export interface CaseStudyBody extends PostBody {
  stackIcons: (IconRecord | null)[];
}

export const CASE_STUDY_BASE = '/projects';

/** `Foodie Express` → `foodie-express`: a case study's slug (the rule: lower case, spaces to hyphens). */
export function caseStudySlug(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

export function caseStudyPath(slug: string): string {
  return `${CASE_STUDY_BASE}/${slug}`;
}
