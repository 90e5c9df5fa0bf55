import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { RESUME_PATH } from '@portfolio/shared/resume';
import { useMessages } from '../../../hooks/useMessages';
import { pagePathIn } from '../../../utils/siteBase';
import { SectionLabel } from '@portfolio/shared/ui/SectionIntro';
import { useAbout } from '../hooks/useAbout';
import { ABOUT_SECTION_ID } from './ScrollHint';

/** About: heading, portrait, bio and a quote. Focusable so the scroll hint can land here. */
export function AboutSection() {
  const m = useMessages();
  const locale = useLocale();
  const about = useAbout();
  return (
    // content-visibility clips painting to the section's box: the section spans the window for the portrait's glow.
    <section
      id={ABOUT_SECTION_ID}
      aria-labelledby="about-title"
      tabIndex={-1}
      className="scroll-mt-24 pt-16 pb-16 outline-none [contain-intrinsic-size:auto_1100px] [content-visibility:auto] lg:pt-12 lg:pb-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <div className="relative mx-auto w-full max-w-[22rem] lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rounded-[2.75rem] bg-gradient-to-br from-accent/40 via-accent-2/25 to-transparent opacity-80 blur-2xl"
          />
          <img
            src={about.portrait.src}
            alt={about.portrait.alt}
            width={about.portrait.width}
            height={about.portrait.height}
            loading="lazy"
            decoding="async"
            className="relative h-auto w-full rounded-[2.5rem] border border-line shadow-[0_30px_80px_-30px_var(--pf-glow)]"
          />
        </div>
        <div>
          <SectionLabel>{about.eyebrow}</SectionLabel>
          <h2
            id="about-title"
            className="text-gradient mt-4 font-display text-3xl leading-tight font-bold tracking-tight sm:text-4xl lg:text-5xl"
          >
            {about.heading}
          </h2>
          <p className="mt-6 text-base leading-relaxed text-ink-muted sm:text-lg" data-testid="about-bio">
            {about.bio}
          </p>
          {/* justify-end packs each reversed column at its top: every number sits on one line,
              however its label wraps. A word wider than a phone's column breaks rather than overflows. */}
          <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
            {about.highlights.map((item) => (
              <div key={item.label} className="card flex flex-col-reverse justify-end px-3.5 py-4 sm:px-5">
                <dt className="mt-1 text-xs leading-snug break-words text-ink-muted sm:text-sm">{item.label}</dt>
                <dd className="text-gradient font-display text-2xl font-bold sm:text-3xl">{item.value}</dd>
              </div>
            ))}
          </dl>
          <figure className="relative mt-8 rounded-2xl border-l-4 border-accent bg-surface px-6 py-5">
            <blockquote className="font-display text-lg text-ink italic sm:text-xl">
              <p>{m.about_quote({ text: about.quote.text })}</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-ink-muted">— {about.quote.author}</figcaption>
          </figure>
          {/* A plain link (static server HTML), here as the header and the hero stay as the spec has them. */}
          <p className="mt-8">
            <a
              href={pagePathIn(RESUME_PATH, locale)}
              className="focus-ring inline-flex items-center gap-2 rounded-full border border-line px-5 py-2.5 font-semibold text-ink hover:border-accent hover:text-accent-ink"
              data-testid="about-resume-link"
            >
              {m.about_resume_link({})}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
