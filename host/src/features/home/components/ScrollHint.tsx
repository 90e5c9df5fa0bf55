import type { MouseEvent } from 'react';

export const ABOUT_SECTION_ID = 'about';

interface Props {
  reducedMotion: boolean;
}

/**
 * 'About me' scrolls to the About section and moves focus there, so keyboard and
 * screen-reader users continue reading from it. It is a real link: Enter works too.
 */
export function ScrollHint({ reducedMotion }: Props) {
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
      className="focus-ring group mx-auto flex w-fit flex-col items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-ink"
    >
      About me
      <span
        aria-hidden="true"
        className="grid h-9 w-6 place-items-start justify-center rounded-full border-2 border-current pt-1.5 opacity-80 group-hover:opacity-100"
      >
        <span className="scroll-hint-arrow block h-2 w-1 rounded-full bg-accent" />
      </span>
    </a>
  );
}
