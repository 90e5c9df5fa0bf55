import { use, type CSSProperties } from 'react';
import { withBase } from '@portfolio/shared/basePath';
import { localePath, type Locale } from '@portfolio/shared/i18n/locale';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { useMessages } from '../../../hooks/useMessages';
import { loadCaseStudyBody } from '../data/caseStudies';
import type { CaseStudyMeta } from '../utils/caseStudy';
import { caseStudyPath } from '../utils/caseStudy';
import type { ProjectShowcase } from '../data/projects';
import { ProjectLinks } from './ProjectLinks';
import { StackChips } from './StackChips';
import { projectAccentVars } from '../utils/cardColours';

interface Props {
  study: CaseStudyMeta;
  project: ProjectShowcase;
  previous?: { study: CaseStudyMeta; title: string };
  next?: { study: CaseStudyMeta; title: string };
  siteBase: string;
  headingLevel: 'h1' | 'h2';
}

/**
 * A project's case study: the problem, the owner's role, the stack, what was built and how (with
 * its captioned images), the results, Code and Live, and the previous and next projects.
 */
export function CaseStudyPage({ study, project, previous, next, siteBase, headingLevel: Heading }: Props) {
  const m = useMessages();
  const locale = useLocale();
  const accent = projectAccentVars(project.color) as CSSProperties;
  return (
    <article
      aria-labelledby="case-study-heading"
      style={accent}
      className="mx-auto max-w-3xl px-5 pt-28 pb-16 [--project-ink:var(--project-ink-dark)] [--project-on-ink:#080510] sm:px-8 light:[--project-ink:var(--project-ink-light)] light:[--project-on-ink:#ffffff]"
    >
      <p className="text-sm">
        <a
          href={withBase(siteBase, localePath('/projects', locale))}
          className="focus-ring rounded text-accent-ink underline underline-offset-4"
        >
          {m.case_study_back({})}
        </a>
      </p>
      <p className="mt-6 text-sm font-semibold tracking-wider text-[var(--project-ink)] uppercase">
        {m.case_study_kicker({})}
      </p>
      <Heading
        id="case-study-heading"
        className="text-gradient mt-2 font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl"
      >
        {project.title}
      </Heading>
      <p className="mt-4 text-lg text-ink-muted">{project.description}</p>
      <div className="mt-6">
        <ProjectLinks project={project} />
      </div>
      <dl className="mt-10 grid gap-6 rounded-2xl border border-line bg-surface p-6 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-ink">{m.case_study_problem({})}</dt>
          <dd className="mt-1 text-ink-muted">{study.problem}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{m.case_study_role({})}</dt>
          <dd className="mt-1 text-ink-muted">{study.role}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-ink">{m.case_study_stack({})}</dt>
          <dd className="mt-2">
            <CaseStudyStack slug={study.slug} stack={study.stack} locale={locale} />
          </dd>
        </div>
      </dl>
      <CaseStudyBody slug={study.slug} locale={locale} />
      <section aria-labelledby="results-heading" className="mt-12">
        <h2 id="results-heading" className="font-display text-2xl font-bold text-ink">
          {m.case_study_results({})}
        </h2>
        <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 text-ink-muted">
          {study.results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
      </section>
      {(previous || next) && (
        <nav aria-label={m.case_study_more({})} className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
          {previous ? (
            <Neighbour {...previous} label={m.case_study_previous({})} siteBase={siteBase} locale={locale} />
          ) : (
            <span />
          )}
          {next && <Neighbour {...next} label={m.case_study_next({})} siteBase={siteBase} locale={locale} alignEnd />}
        </nav>
      )}
    </article>
  );
}

/** The stack with its icons: the icons come with the body (resolved at build), so this reads the same load. */
function CaseStudyStack({ slug, stack, locale }: { slug: string; stack: readonly string[]; locale: Locale }) {
  const body = use(loadCaseStudyBody(slug, locale));
  return <StackChips stack={stack} icons={body.stackIcons} />;
}

/** The body's HTML, loaded per case study: while hydrating, this suspends and React keeps the server's HTML. */
function CaseStudyBody({ slug, locale }: { slug: string; locale: Locale }) {
  const body = use(loadCaseStudyBody(slug, locale));
  return <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: body.html }} />;
}

function Neighbour({
  study,
  title,
  label,
  siteBase,
  locale,
  alignEnd = false,
}: {
  study: CaseStudyMeta;
  title: string;
  label: string;
  siteBase: string;
  locale: Locale;
  alignEnd?: boolean;
}) {
  return (
    <a
      href={withBase(siteBase, localePath(caseStudyPath(study.slug), locale))}
      className={`focus-ring block rounded-2xl border border-line p-4 hover:bg-surface-strong ${alignEnd ? 'sm:text-right' : ''}`}
    >
      <span className="block text-sm text-ink-muted">{label}</span>
      <span className="mt-1 block font-semibold text-ink">{title}</span>
    </a>
  );
}
