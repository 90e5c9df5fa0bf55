import { AboutSection } from './AboutSection';
import { Hero } from './Hero';

export function HomePage() {
  return (
    <>
      <Hero />
      <AboutSection />
    </>
  );
}
