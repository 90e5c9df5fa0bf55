import type { ReactNode } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import { displayYears } from '../../../utils/yearRange';
import { displayUrl, downloadLabel, type ResumeContent } from '../utils/resumeModel';

const LINK =
  'focus-ring rounded-sm text-accent-ink underline decoration-accent/40 underline-offset-4 hover:decoration-accent';

/** A link whose text is its address, marked so print.css does not print the address again after it. */
function UrlLink({ href, label }: { href: string; label?: string }) {
  return (
    <a href={href} className={LINK} data-shows-url="">
      {label ?? displayUrl(href)}
    </a>
  );
}

function ResumeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-7 print:pt-4">
      <h2
        id={id}
        className="font-display text-sm font-bold tracking-[0.2em] text-accent-ink uppercase print:tracking-[0.08em]"
      >
        {title}
      </h2>
      <div className="mt-4 print:mt-2">{children}</div>
    </section>
  );
}

/** One project or school: its title, then what is said of it; kept whole on a printed sheet. */
function ResumeEntry({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <li className="break-inside-avoid" data-testid={testId}>
      <h3 className="font-display text-lg font-bold text-ink">{title}</h3>
      {children}
    </li>
  );
}

const ENTRY_LIST = 'flex flex-col gap-6 print:gap-3';

/** The résumé: one sheet, plain on paper (`npm run resume` prints the PDFs from it); static server HTML. */
export function ResumePage({ content }: { content: ResumeContent }) {
  const m = useMessages();
  const { owner, summary, skillGroups, projects, education, downloads } = content;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-28 pb-20 sm:px-8 lg:pt-36 print:max-w-none print:p-0">
      <article
        aria-labelledby="resume-title"
        className="card flex flex-col gap-8 px-5 py-8 sm:px-10 sm:py-10 print:gap-4 print:border-0 print:p-0"
        data-testid="resume"
      >
        <header>
          <p className="text-sm font-semibold tracking-[0.2em] text-accent-ink uppercase">{m.resume_label({})}</p>
          <h1
            id="resume-title"
            className="text-gradient mt-3 font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl print:mt-1"
          >
            {owner.name}
          </h1>
          <p className="mt-2 text-lg font-medium text-ink">{owner.title}</p>
          <ul
            aria-label={m.resume_contact_label({})}
            className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted print:mt-3"
          >
            <li>
              <UrlLink href={`mailto:${owner.email}`} label={owner.email} />
            </li>
            <li>{owner.city}</li>
            {[owner.githubUrl, owner.linkedinUrl, owner.siteUrl].map((url) => (
              <li key={url}>
                <UrlLink href={url} />
              </li>
            ))}
          </ul>
          <div className="mt-7 flex flex-wrap items-center gap-3 print:hidden">
            {downloads.map((download, index) => (
              <a
                key={download.path}
                href={download.path}
                download={download.fileName}
                hrefLang={download.hreflang}
                type="application/pdf"
                className={
                  index === 0
                    ? 'focus-ring btn-primary'
                    : 'focus-ring rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:border-accent hover:text-accent-ink'
                }
              >
                {downloadLabel(download, m)}
              </a>
            ))}
          </div>
        </header>

        <ResumeSection id="resume-profile" title={m.resume_profile({})}>
          <p className="leading-relaxed text-ink-muted">{summary}</p>
        </ResumeSection>

        <ResumeSection id="resume-skills" title={m.resume_skills({})}>
          <dl className="grid gap-3 sm:grid-cols-[12rem_1fr] sm:gap-x-6 print:grid-cols-[14rem_1fr] print:gap-1">
            {skillGroups.map((group) => (
              <div key={group.title} className="contents">
                <dt className="font-semibold text-ink">{group.title}</dt>
                <dd className="text-ink-muted">{group.skills.map((skill) => skill.name).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </ResumeSection>

        <ResumeSection id="resume-projects" title={m.resume_projects({})}>
          <ul className={ENTRY_LIST}>
            {projects.map((project) => (
              <ResumeEntry key={project.slug} title={project.title} testId="resume-project">
                <p className="mt-1 leading-relaxed text-ink-muted">{project.description}</p>
                <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
                  <span>
                    {m.resume_code({})}
                    <UrlLink href={project.githubLink} />
                  </span>
                  <span>
                    {m.resume_live({})}
                    <UrlLink href={project.liveLink} />
                  </span>
                </p>
              </ResumeEntry>
            ))}
          </ul>
        </ResumeSection>

        <ResumeSection id="resume-education" title={m.resume_education({})}>
          <ul className={ENTRY_LIST}>
            {education.map((entry) => (
              <ResumeEntry key={entry.degree} title={entry.degree} testId="resume-education">
                <p className="mt-1 text-ink-muted">
                  {entry.school} · {displayYears(entry.year)}
                </p>
                <ul className="mt-2 list-disc pl-5 text-sm text-ink-muted marker:text-accent">
                  {entry.achievements.map((achievement) => (
                    <li key={achievement}>{achievement}</li>
                  ))}
                </ul>
              </ResumeEntry>
            ))}
          </ul>
        </ResumeSection>
      </article>
    </div>
  );
}
