import { STATIC } from '@portfolio/shared/hydration/schedule';
import { Island } from '@portfolio/shared/ui/Island';
import { AboutSection } from './AboutSection';
import { Hero } from './Hero';

/** Hero's motion and tagline start when the browser is idle (or at a first tap); About is static. */
const HERO_HYDRATION = ['idle', 'interaction'] as const;

export function HomePage() {
  return (
    <>
      <Island name="hero" when={HERO_HYDRATION}>
        <Hero />
      </Island>
      <Island name="about" when={STATIC}>
        <AboutSection />
      </Island>
    </>
  );
}
