import type { PageHead } from '@portfolio/shared/federation/contract';
import { PREVIEW_CARD_SIZE, previewCardSvg } from '@portfolio/shared/previewCard';
import type { ProjectShowcase } from '../data/projects';
import { caseStudyPath, CASE_STUDY_BASE, type CaseStudyMeta } from './caseStudy';

export const CASE_STUDY_SITEMAP = `${CASE_STUDY_BASE}/sitemap.xml`;

type Project = Pick<ProjectShowcase, 'slug' | 'title' | 'description' | 'color'>;

function caseStudyPreviewPath(slug: string): string {
  return `${CASE_STUDY_BASE}/og/${slug}.png`;
}

/** Each case study's preview image, as SVG text for its .png path (rasterised by the build). */
export function caseStudyPreviews(
  studies: readonly CaseStudyMeta[],
  projects: readonly Project[],
  name: string,
): Record<string, string> {
  return Object.fromEntries(
    studies.flatMap((study) => {
      const project = projects.find((candidate) => candidate.slug === study.project);
      return project
        ? [
            [
              caseStudyPreviewPath(study.slug),
              previewCardSvg({
                kicker: `Case study · ${name}`,
                title: project.title,
                footer: study.stack.join(' · '),
                accent: project.color,
              }),
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

/** A case study's title, description, preview image (the project's cover) and CreativeWork JSON-LD. */
export function caseStudyHead(
  path: string,
  studies: readonly CaseStudyMeta[],
  projects: readonly Project[],
): PageHead | null {
  const found = caseStudyOf(path, studies, projects);
  if (!found) return null;
  const { study, project } = found;
  return {
    title: `${project.title}: case study · {name}`,
    description: `${study.problem} ${project.title}: what {name} built and how, and the results.`.slice(0, 300),
    ogType: 'article',
    image: { path: caseStudyPreviewPath(study.slug), ...PREVIEW_CARD_SIZE, alt: `${project.title}: case study` },
    jsonLd: {
      '@type': 'CreativeWork',
      name: project.title,
      headline: `${project.title}: case study`,
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
