import { useRef } from 'react';
import { LineIcon } from '@portfolio/shared/ui/LineIcon';
import { useMessages } from '../../../hooks/useMessages';
import { useLoops } from '../hooks/useLoops';
import { useMediaQuery } from '../hooks/useMediaQuery';

/** Each label sits in a band Hero.tsx keeps free around the code window. */
const LABELS = [
  {
    message: 'floating_ui_magic',
    position: 'top-0 left-4',
    icon: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  },
  {
    message: 'floating_clean_code',
    position: 'top-0 right-4',
    icon: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16',
  },
  {
    message: 'floating_innovation',
    position: 'bottom-0 left-[30%]',
    icon: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  },
] as const;

const FLOAT: Keyframe[] = [{ transform: 'translateY(-6px)' }, { transform: 'translateY(6px)' }];

/** Labels floating around the code window on large screens, each bobbing inside its band, clear of the window. */
export function FloatingLabels({ running, reducedMotion }: { running: boolean; reducedMotion: boolean }) {
  const m = useMessages();
  const containerRef = useRef<HTMLDivElement>(null);
  const large = useMediaQuery('(min-width: 64rem)'); // Tailwind's lg breakpoint

  // Animating an undisplayed element would fall back to the main thread: float only when shown.
  useLoops(
    () =>
      [...(containerRef.current?.children ?? [])].map((element, index) => ({
        element,
        keyframes: FLOAT,
        timing: { duration: 6000, delay: index * -2000, direction: 'alternate', easing: 'ease-in-out' }, // out of step
      })),
    { enabled: large && !reducedMotion, running },
  );

  return (
    <div ref={containerRef} className="pointer-events-none absolute inset-0 z-10 hidden lg:block">
      {LABELS.map((label) => (
        <span
          key={label.message}
          className={`absolute flex items-center gap-2 rounded-full border border-line bg-surface-strong py-1.5 pr-4 pl-2 text-sm font-semibold text-ink shadow-[0_12px_30px_-12px_var(--pf-glow)] ${label.position}`}
          data-testid="floating-label"
        >
          <span className="grid size-6 place-items-center rounded-full bg-gradient-to-br from-accent to-accent-2 text-on-accent">
            <LineIcon className="size-4">
              <path d={label.icon} />
            </LineIcon>
          </span>
          {m[label.message]({})}
        </span>
      ))}
    </div>
  );
}
