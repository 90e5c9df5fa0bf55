import { REMOTE_MODULES } from '@portfolio/shared/federation/contract';
import { AboutSection } from '../../home/components/AboutSection';
import { Hero } from '../../home/components/Hero';
import { EducationSection } from '../../education/components/EducationSection';
import { RemoteSection } from '../../remotes/components/RemoteSection';
import type { RemoteLoader } from '../../remotes/hooks/useRemoteModule';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';

interface Props {
  /** Injected in unit tests; the federation runtime otherwise. */
  load?: RemoteLoader;
}

/**
 * Single-page mode: the host's own sections stacked with the remote sections it loads
 * over federation, each remote rendered 'embedded' (h2 headings under the hero's h1).
 * Projects are not in the stack (spec 2).
 */
export function SinglePage({ load }: Props) {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <AboutSection />
      <div id="skills" className="scroll-mt-24" data-testid="single-page-skills">
        <RemoteSection id={REMOTE_MODULES.skills} label="Skills" minHeight="60vh" props={{ variant: 'embedded' }} load={load} />
      </div>
      <EducationSection variant="embedded" />
      <div id="contact" className="scroll-mt-24" data-testid="single-page-contact">
        <RemoteSection id={REMOTE_MODULES.contact} label="Contact" minHeight="60vh" props={{ variant: 'embedded' }} load={load} />
      </div>
    </>
  );
}
