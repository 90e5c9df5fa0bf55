import type { ProjectsStackProps } from '@portfolio/shared/federation/contract';
import './projects.css';

export default function ProjectsStack({ variant = 'page' }: ProjectsStackProps) {
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className="mx-auto max-w-6xl px-4 pt-32 pb-16">
      <Heading className="text-gradient font-display text-4xl font-bold">Projects</Heading>
    </section>
  );
}
