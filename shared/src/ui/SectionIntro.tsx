import type { ReactNode } from 'react';

/** A section's opening: label, gradient heading, intro; each app generates its classes (`@source` in its CSS). */
interface SectionIntroProps {
  /** 'badge' centred; 'column' heads its column beside the form on large screens; both start the heading at one height. */
  variant?: keyof typeof VARIANTS;
  label: string;
  heading: ReactNode;
  /** h1 when the section is the page, h2 when stacked with others. */
  headingLevel: 'h1' | 'h2';
  headingId: string;
  /** Width and padding of the block; the layout around it is the caller's. */
  className?: string;
  children: ReactNode;
}

/** The pill label above a section's heading, one style on every route. */
export function SectionLabel({ children }: { children: ReactNode }) {
  return (
    <p
      data-section-label
      className="inline-flex w-fit items-center gap-2 rounded-full border border-line bg-surface px-4 py-1 text-sm font-medium text-accent-ink"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
      {children}
    </p>
  );
}

const VARIANTS = {
  badge: {
    block: 'mx-auto text-center',
    heading: 'text-gradient mt-5 font-display text-4xl font-bold tracking-tight sm:text-5xl',
    intro: 'mt-4 text-lg text-ink-muted',
  },
  column: {
    // The heading keeps the column's left edge on every route; the label and intro centre.
    block:
      'flex flex-col gap-5 text-center lg:text-left [&>[data-section-label]]:self-center lg:[&>[data-section-label]]:self-start',
    heading: 'text-gradient font-display text-4xl leading-tight font-bold sm:text-5xl',
    intro: 'mx-auto max-w-md text-lg leading-relaxed text-ink-muted lg:mx-0',
  },
} as const;

export function SectionIntro({
  variant = 'badge',
  label,
  heading,
  headingLevel: Heading,
  headingId,
  className = '',
  children,
}: SectionIntroProps) {
  const style = VARIANTS[variant];
  return (
    <div className={`${style.block} ${className}`.trim()}>
      <SectionLabel>{label}</SectionLabel>
      <Heading id={headingId} className={style.heading}>
        {heading}
      </Heading>
      <p className={style.intro}>{children}</p>
    </div>
  );
}
