import { type MouseEvent, useRef } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import { useLoops } from '../hooks/useLoops';

export const ABOUT_SECTION_ID = 'about';

const BOUNCE: Keyframe[] = [
  { transform: 'translateY(0)' },
  { transform: 'translateY(5px)' },
  { transform: 'translateY(0)' },
];

/** 'About me' is a real link that scrolls to the About section and moves focus there, for keyboard and screen-reader users. */
export function ScrollHint({ running, reducedMotion }: { running: boolean; reducedMotion: boolean }) {
  const m = useMessages();
  const arrowRef = useRef<HTMLSpanElement>(null);
  useLoops(
    () => [{ element: arrowRef.current!, keyframes: BOUNCE, timing: { duration: 1800, easing: 'ease-in-out' } }],
    { enabled: !reducedMotion, running },
  );

  const goToAbout = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(ABOUT_SECTION_ID);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <a
      href={`#${ABOUT_SECTION_ID}`}
      onClick={goToAbout}
      className="focus-ring group mx-auto flex w-fit flex-col items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-ink-muted engaged:transition-colors hover:text-ink"
    >
      {m.scroll_hint({})}
      <span
        aria-hidden="true"
        className="grid h-9 w-6 place-items-start justify-center rounded-full border-2 border-current pt-1.5 opacity-80 group-hover:opacity-100"
      >
        <span ref={arrowRef} className="scroll-hint-arrow block h-2 w-1 rounded-full bg-accent" />
      </span>
    </a>
  );
}
