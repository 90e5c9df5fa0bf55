import type { CSSProperties, ReactNode } from 'react';

interface Label {
  text: string;
  /** Where it floats around the code window. */
  position: string;
  delay: string;
  icon: ReactNode;
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-4',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const LABELS: Label[] = [
  {
    text: 'UI Magic',
    position: '-top-5 -left-8',
    delay: '0s',
    icon: (
      <svg {...iconProps}>
        <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
        <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
      </svg>
    ),
  },
  {
    text: 'Clean Code',
    position: 'top-1/3 -right-10',
    delay: '-2s',
    icon: (
      <svg {...iconProps}>
        <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />
      </svg>
    ),
  },
  {
    text: 'Innovation',
    position: '-bottom-5 left-10',
    delay: '-4s',
    icon: (
      <svg {...iconProps}>
        <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
      </svg>
    ),
  },
];

/** Labels floating around the code window, on large screens only (display: none below lg). */
export function FloatingLabels() {
  return (
    <div className="pointer-events-none absolute inset-0 z-10 hidden lg:block">
      {LABELS.map((label) => (
        <span
          key={label.text}
          className={`floating-label absolute hidden items-center gap-2 rounded-full border border-line bg-surface-strong px-4 py-2 text-sm font-semibold text-ink shadow-[0_12px_30px_-12px_var(--pf-glow)] lg:flex ${label.position}`}
          style={{ '--float-delay': label.delay } as CSSProperties}
          data-testid="floating-label"
        >
          <span className="grid size-6 place-items-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-on-accent">
            {label.icon}
          </span>
          {label.text}
        </span>
      ))}
    </div>
  );
}
