import type { SkillsPageProps } from '@portfolio/shared/federation/contract';
import './skills.css';

export default function SkillsPage({ variant = 'page' }: SkillsPageProps) {
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className="mx-auto max-w-6xl px-4 pt-32 pb-16">
      <Heading className="text-gradient font-display text-4xl font-bold">Skills</Heading>
    </section>
  );
}
