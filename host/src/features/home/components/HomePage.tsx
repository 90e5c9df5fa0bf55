import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { AboutSection } from './AboutSection';
import { Hero } from './Hero';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <AboutSection />
    </>
  );
}
