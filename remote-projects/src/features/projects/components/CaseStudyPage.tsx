import { use, type CSSProperties } from 'react';
import { withBase } from '@portfolio/shared/basePath';
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
  const accent = projectAccentVars(project.color) as CSSProperties;
  return (
    <article
      aria-labelledby="case-study-heading"
      style={accent}
      className="mx-auto max-w-3xl px-5 pt-28 pb-16 [--project-ink:var(--project-ink-dark)] [--project-on-ink:#080510] sm:px-8 light:[--project-ink:var(--project-ink-light)] light:[--project-on-ink:#ffffff]"
    >
      <p className="text-sm">
        <a
          href={withBase(siteBase, '/projects')}
          className="focus-ring rounded text-accent-ink underline underline-offset-4"
        >
          ← All projects
        </a>
      </p>
      <p className="mt-6 text-sm font-semibold tracking-wider text-[var(--project-ink)] uppercase">Case study</p>
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
          <dt className="font-semibold text-ink">The problem</dt>
          <dd className="mt-1 text-ink-muted">{study.problem}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">My role</dt>
          <dd className="mt-1 text-ink-muted">{study.role}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-ink">Stack</dt>
          <dd className="mt-2">
            <CaseStudyStack slug={study.slug} stack={study.stack} />
          </dd>
        </div>
      </dl>
      <CaseStudyBody slug={study.slug} />
      <section aria-labelledby="results-heading" className="mt-12">
        <h2 id="results-heading" className="font-display text-2xl font-bold text-ink">
          Results
        </h2>
        <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 text-ink-muted">
          {study.results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
      </section>
      {(previous || next) && (
        <nav aria-label="More case studies" className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
          {previous ? <Neighbour {...previous} label="Previous project" siteBase={siteBase} /> : <span />}
          {next && <Neighbour {...next} label="Next project" siteBase={siteBase} alignEnd />}
        </nav>
      )}
    </article>
  );
}

/** The stack with its icons: the icons come with the body (resolved at build), so this reads the same load. */
function CaseStudyStack({ slug, stack }: { slug: string; stack: readonly string[] }) {
  const body = use(loadCaseStudyBody(slug));
  return <StackChips stack={stack} icons={body.stackIcons} />;
}

/** The body's HTML, loaded per case study: while hydrating, this suspends and React keeps the server's HTML. */
function CaseStudyBody({ slug }: { slug: string }) {
  const body = use(loadCaseStudyBody(slug));
  return <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: body.html }} />;
}

function Neighbour({
  study,
  title,
  label,
  siteBase,
  alignEnd = false,
}: {
  study: CaseStudyMeta;
  title: string;
  label: string;
  siteBase: string;
  alignEnd?: boolean;
}) {
  return (
    <a
      href={withBase(siteBase, caseStudyPath(study.slug))}
      className={`focus-ring block rounded-2xl border border-line p-4 hover:bg-surface-strong ${alignEnd ? 'sm:text-right' : ''}`}
    >
      <span className="block text-sm text-ink-muted">{label}</span>
      <span className="mt-1 block font-semibold text-ink">{title}</span>
    </a>
  );
}
