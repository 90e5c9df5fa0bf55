import type { PageHead } from '@portfolio/shared/federation/contract';
import { localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { PREVIEW_CARD_SIZE, type PreviewCard } from '@portfolio/shared/previewCard';
import type { ProjectShowcase } from '../data/projects';
import type { Messages } from '../../../hooks/useMessages';
import { caseStudyPath, CASE_STUDY_BASE, type CaseStudyMeta } from './caseStudy';

export const CASE_STUDY_SITEMAP = `${CASE_STUDY_BASE}/sitemap.xml`;

type Project = Pick<ProjectShowcase, 'slug' | 'title' | 'description' | 'color'>;

function caseStudyPreviewPath(slug: string): string {
  return `${CASE_STUDY_BASE}/og/${slug}.png`;
}

/** Each case study's preview image in the studies' language, as the card the build draws for its .png path. */
export function caseStudyPreviews(
  studies: readonly CaseStudyMeta[],
  projects: readonly Project[],
  name: string,
  m: Messages,
): Record<string, PreviewCard> {
  return Object.fromEntries(
    studies.flatMap((study) => {
      const project = projects.find((candidate) => candidate.slug === study.project);
      return project
        ? [
            [
              caseStudyPreviewPath(study.slug),
              {
                kicker: m.preview_kicker({ name }),
                title: project.title,
                footer: study.stack.join(' · '),
                accent: project.color,
              },
            ],
          ]
        : [];
    }),
  );
}

/** The case study at a path, its project, and the ones before and after it in the stack's order; null for none. */
export function caseStudyOf<P extends Project>(
  path: string,
  studies: readonly CaseStudyMeta[],
  projects: readonly P[],
) {
  const index = studies.findIndex((study) => caseStudyPath(study.slug) === path);
  const study = studies[index];
  const project = study && projects.find((candidate) => candidate.slug === study.project);
  if (!study || !project) return null;
  const around = (other: CaseStudyMeta | undefined) => {
    const title = other && projects.find((candidate) => candidate.slug === other.project)?.title;
    return other && title ? { study: other, title } : undefined;
  };
  return { study, project, previous: around(studies[index - 1]), next: around(studies[index + 1]) };
}

/**
 * A case study's title, description, preview image (the project's cover) and CreativeWork JSON-LD, in the
 * studies' language (`{name}` is left for the build to fill in).
 */
export function caseStudyHead(
  path: string,
  studies: readonly CaseStudyMeta[],
  projects: readonly Project[],
  m: Messages,
  locale: Locale,
): PageHead | null {
  const found = caseStudyOf(path, studies, projects);
  if (!found) return null;
  const { study, project } = found;
  const title = project.title;
  return {
    title: m.head_title({ title, name: '{name}' }),
    description: m.head_description({ problem: study.problem, title, name: '{name}' }).slice(0, 300),
    ogType: 'article',
    image: {
      path: localePath(caseStudyPreviewPath(study.slug), locale),
      ...PREVIEW_CARD_SIZE,
      alt: m.head_case_study({ title }),
    },
    jsonLd: {
      '@type': 'CreativeWork',
      name: project.title,
      headline: m.head_case_study({ title }),
      abstract: study.problem,
      keywords: study.stack.join(', '),
      creator: { '@type': 'Person', name: '{name}' },
    },
  };
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

export function caseStudySitemap(paths: readonly string[], siteUrl: string): string {
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path.slice(1), base).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
