import type { ProjectsStackProps } from '@portfolio/shared/federation/contract';
import { ProjectsSection } from '../features/projects/components/ProjectsSection';
import './projects.css';

/** Exposed section: the six projects as a sticky, scroll-scaled stack of cards. */
export default function ProjectsStack({ variant = 'page' }: ProjectsStackProps) {
  return <ProjectsSection headingLevel={variant === 'page' ? 'h1' : 'h2'} />;
}
