import { useRef } from 'react';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { Island } from '@portfolio/shared/ui/Island';
import { owner } from '@portfolio/shared/owner';
import { useMessages } from '../../../hooks/useMessages';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useOnScreen } from '../hooks/useOnScreen';
import { CodeWindow } from './CodeWindow';
import { FloatingLabels } from './FloatingLabels';
import { Meteors } from './Meteors';
import { ScrollHint } from './ScrollHint';
import { SocialButtons } from './SocialButtons';
import { SparklesText } from './SparklesText';
import { Tagline } from './Tagline';
import './home.css';

/** The home page's first screen: greeting, tagline, links and the code window. */
export function Hero() {
  const m = useMessages();
  const heroRef = useRef<HTMLElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const running = useOnScreen(heroRef) && !reducedMotion;

  return (
    <section
      ref={heroRef}
      id="home"
      aria-labelledby="hero-title"
      className="hero relative isolate overflow-x-clip"
      data-motion={running ? 'running' : 'paused'}
      data-testid="hero"
    >
      <Meteors running={running} reducedMotion={reducedMotion} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-[36rem] max-w-5xl bg-[radial-gradient(closest-side,rgb(45_212_191/0.14),transparent)] light:bg-[radial-gradient(closest-side,rgb(13_148_136/0.10),transparent)]"
      />
      <div className="mx-auto flex min-h-[100svh] max-w-6xl flex-col px-5 pt-32 pb-10 sm:px-8 lg:pt-24">
        <div className="grid flex-1 content-start items-center gap-16 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:content-normal lg:gap-12">
          <div>
            <p className="inline-flex items-center gap-2.5 rounded-full border border-accent/30 bg-accent/10 px-4 py-1.5 text-sm font-medium text-accent-ink">
              <span aria-hidden="true" className="size-2 rounded-full bg-accent shadow-[0_0_10px_2px_var(--pf-glow)]" />
              {m.hero_badge({})}
            </p>
            <h1
              id="hero-title"
              className="mt-7 font-display text-[2.75rem] leading-[1.05] font-bold tracking-tight text-ink sm:text-6xl lg:text-7xl"
            >
              <span className="block text-ink-muted sm:inline">{m.hero_greeting({})}</span>
              <SparklesText text={owner.name} running={running} reducedMotion={reducedMotion} />
            </h1>
            <Tagline running={running} />
            <p className="mt-6 max-w-xl text-base leading-relaxed text-ink-muted sm:text-lg">{m.hero_summary({})}</p>
            {/* Static islands: the hero's hydration skips them. */}
            <Island name="hero-links" when={STATIC}>
              <SocialButtons />
            </Island>
          </div>
          {/* lg:py-12 keeps the bands the floating labels bob in clear of the window. */}
          <div className="relative mx-auto w-full max-w-xl lg:mr-0 lg:py-12">
            <FloatingLabels running={running} reducedMotion={reducedMotion} />
            <Island name="code-window" when={STATIC}>
              <CodeWindow />
            </Island>
          </div>
        </div>
        <div className="mt-16 lg:mt-6">
          <ScrollHint running={running} reducedMotion={reducedMotion} />
        </div>
      </div>
    </section>
  );
}
