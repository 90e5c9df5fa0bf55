/**
 * A case study's Markdown file (content/case-studies/<slug>.md), checked and rendered: its front
 * matter names its project (shared/src/content/projects.ts) and says the owner's role, the problem,
 * the stack and the results; its body, through the shared pipeline, says what was built and how,
 * with 2-4 captioned images. The file's name is the page's slug: the project's title in lower case,
 * spaces as hyphens (`/projects/foodie-express`). A translation sits beside it as `<slug>.<locale>.md`
 * (`foodie-express.de.md`), with the same fields in its language.
 */
import { brandIconFor } from '../../shared/src/brandIcons/brandIconFor';
import { stackIcons } from '../../shared/build/stackIcons';
import { PROJECTS } from '../../shared/src/content/projects';
import { CLOUD_SLUGS, SKILL_GROUPS } from '../../shared/src/content/skills';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/src/i18n/locale';
import {
  ContentError,
  ENGLISH_LABELS,
  labelsFrom,
  type MarkdownLabels,
  renderMarkdown,
  slugOfFile,
  splitFrontMatter,
} from '../../shared/build/markdown/renderMarkdown';
import type { CaseStudyBody, CaseStudyMeta } from '../src/features/projects/utils/caseStudy';
import { caseStudySlug } from '../src/features/projects/utils/caseStudy';
import * as de from '../src/lib/messages/messages/de.js';
import * as en from '../src/lib/messages/messages/en.js';

/** The build renders case studies in every language at once, so it reads every catalog. */
const MESSAGES = { en, de };

const FIELDS = ['project', 'role', 'problem', 'stack', 'results', 'draft'];

function textList(data: Record<string, unknown>, field: string, file: string, range: [number, number]): string[] {
  const value = data[field];
  if (!Array.isArray(value) || value.length < range[0] || value.length > range[1])
    throw new ContentError(file, field, `a list of ${range[0]} to ${range[1]} items`);
  return value.map((item, index) => {
    if (typeof item !== 'string' || item.trim() === '')
      throw new ContentError(file, `${field}[${index}]`, 'a non-empty text');
    return item.trim();
  });
}

const TRANSLATION_FILE = /\.([^./]+)\.md$/;

/** The file's language, and its name without it: `x.de.md` → de, `x.md`; `x.md` is the default language. */
export function caseStudyLocale(file: string): { locale: Locale; file: string } {
  const suffix = TRANSLATION_FILE.exec(file)?.[1];
  if (suffix === undefined) return { locale: DEFAULT_LOCALE, file };
  if (!isLocale(suffix) || suffix === DEFAULT_LOCALE)
    throw new ContentError(
      file,
      'file name',
      `a translation is <slug>.<locale>.md, the locale one of apps.json but ${DEFAULT_LOCALE}`,
    );
  return { locale: suffix, file: file.replace(TRANSLATION_FILE, '.md') };
}

/** The words the pipeline writes into a case study's body, in its language (English: the pipeline's own). */
function bodyLabels(locale: Locale): MarkdownLabels {
  return locale === DEFAULT_LOCALE ? ENGLISH_LABELS : labelsFrom(MESSAGES[locale].anchor_label);
}

export function renderCaseStudy(
  text: string,
  file: string,
  dir?: string,
): { meta: CaseStudyMeta; html: string; images: string[]; bodyData: Pick<CaseStudyBody, 'stackIcons'> } {
  const { locale, file: englishFile } = caseStudyLocale(file);
  const slug = slugOfFile(englishFile);
  const { data, body } = splitFrontMatter(text, file);
  for (const key of Object.keys(data))
    if (!FIELDS.includes(key)) throw new ContentError(file, key, `unknown field (${FIELDS.join(', ')})`);
  const project = PROJECTS.find((candidate) => candidate.slug === data.project);
  if (!project)
    throw new ContentError(
      file,
      'project',
      `must name a project of shared/src/content/projects.ts (${PROJECTS.map((p) => p.slug).join(', ')})`,
    );
  if (caseStudySlug(project.title) !== slug)
    throw new ContentError(file, 'file name', `a case study of ${project.title} is ${caseStudySlug(project.title)}.md`);
  const text_ = (field: string) => {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '')
      throw new ContentError(file, field, 'required, a non-empty text');
    return value.trim();
  };
  const draft = data.draft ?? false;
  if (typeof draft !== 'boolean') throw new ContentError(file, 'draft', 'true or false');
  const { html, images } = renderMarkdown(body, file, dir, bodyLabels(locale));
  const figures = html.match(/<figure>/g)?.length ?? 0;
  if (figures < 2 || figures > 4 || figures !== images.length)
    throw new ContentError(
      file,
      'images',
      `2 to 4 images, each with a caption ![alt](file "caption") (has ${images.length}, ${figures} captioned)`,
    );
  const stack = textList(data, 'stack', file, [1, 10]);
  return {
    meta: {
      slug,
      project: project.slug,
      role: text_('role'),
      problem: text_('problem'),
      stack,
      results: textList(data, 'results', file, [1, 6]),
      draft,
    },
    html,
    images,
    // The stack's icons go with the page's body, not its metadata: every list loads the metadata.
    bodyData: { stackIcons: stackIcons(stack, SKILL_GROUPS, CLOUD_SLUGS, brandIconFor) },
  };
}
