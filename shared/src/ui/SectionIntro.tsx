import type { ReactNode } from 'react';

/**
 * A section's opening: a small label, the gradient heading and a line of intro. Used by the
 * three remotes' pages and the host's Education page. Every app that renders it generates its
 * classes (`@source` in each app's CSS); a remote's copy is scoped to its section like the rest
 * of its CSS.
 */
interface SectionIntroProps {
  /**
   * 'badge': centred, the label in a pill with a dot (Skills, Projects);
   * 'column': at the head of a column, a compact capitalised pill (Contact);
   * 'plain': centred, the label as plain small capitals (the host's sections).
   */
  variant?: keyof typeof VARIANTS;
  label: string;
  heading: ReactNode;
  /** h1 when the section is the page, h2 when it is stacked with others. */
  headingLevel: 'h1' | 'h2';
  headingId: string;
  /** Width and padding of the block; the layout around it is the caller's. */
  className?: string;
  children: ReactNode;
}

const DOT = <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />;

const VARIANTS = {
  badge: {
    block: 'mx-auto text-center',
    label:
      'inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1 text-sm font-medium text-accent-ink',
    dot: true,
    heading: 'text-gradient mt-5 font-display text-4xl font-bold tracking-tight sm:text-5xl',
    intro: 'mt-4 text-lg text-ink-muted',
  },
  column: {
    block: 'flex flex-col gap-5',
    label:
      'inline-flex w-fit items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold tracking-[0.14em] text-accent-ink uppercase',
    dot: true,
    heading: 'text-gradient font-display text-4xl leading-tight font-bold sm:text-5xl',
    intro: 'max-w-md text-lg leading-relaxed text-ink-muted',
  },
  plain: {
    block: 'mx-auto text-center',
    label: 'text-sm font-semibold tracking-[0.2em] text-accent-ink uppercase',
    dot: false,
    heading: 'text-gradient mt-4 font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl',
    intro: 'mt-5 text-base leading-relaxed text-ink-muted sm:text-lg',
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
      <p className={style.label}>
        {style.dot && DOT}
        {label}
      </p>
      <Heading id={headingId} className={style.heading}>
        {heading}
      </Heading>
      <p className={style.intro}>{children}</p>
    </div>
  );
}
