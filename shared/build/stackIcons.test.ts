import { describe, expect, it } from 'vitest';
import type { IconRecord, SkillGroup } from '../src/types/entities';
import { CLOUD_SLUGS, SKILL_GROUPS } from '../src/content/skills';
import { brandIconFor } from '../src/brandIcons/brandIconFor';
import { stackIconSlug, stackIcons } from './stackIcons';

const GROUPS: SkillGroup[] = [
  {
    title: 'Frontend',
    icon: 'monitor',
    colorClass: 'from-teal-400 to-cyan-500',
    skills: [
      { name: 'React', icon: 'react' },
      { name: 'VS Code', icon: 'visualstudiocode' },
      { name: 'REST APIs', icon: '{ }' },
    ],
  },
];
const CLOUD = ['nextdotjs', 'postgresql'];

describe('stackIconSlug: a stack entry to the Skills page icon of that name', () => {
  it("finds a skill card's icon by its name, ignoring case and spacing", () => {
    expect(stackIconSlug('React', GROUPS, CLOUD)).toBe('react');
    expect(stackIconSlug('react', GROUPS, CLOUD)).toBe('react');
    expect(stackIconSlug(' VS code ', GROUPS, CLOUD)).toBe('visualstudiocode');
  });

  it("finds a cloud technology by the slug its name makes ('.' is 'dot')", () => {
    expect(stackIconSlug('Next.js', GROUPS, CLOUD)).toBe('nextdotjs');
    expect(stackIconSlug('PostgreSQL', GROUPS, CLOUD)).toBe('postgresql');
  });

  it('prefers the skill card to the cloud when both have the name', () => {
    expect(stackIconSlug('React', GROUPS, ['react', 'reactx'])).toBe('react');
    expect(stackIconSlug('Visual Studio Code', GROUPS, ['visualstudiocode'])).toBe('visualstudiocode');
  });

  it('finds nothing for a skill the Skills page does not show, or an entry that is no name', () => {
    expect(stackIconSlug('Django', GROUPS, CLOUD)).toBeUndefined();
    expect(stackIconSlug('React Native', GROUPS, CLOUD)).toBeUndefined();
    expect(stackIconSlug('...', GROUPS, CLOUD)).toBeUndefined();
    expect(stackIconSlug('', GROUPS, CLOUD)).toBeUndefined();
  });
});

describe('stackIcons: each entry with its icon record, or null', () => {
  const record = (slug: string): IconRecord => ({ slug, title: slug, hex: '61DAFB', path: 'M0 0h24v24H0z' });
  const known = new Set(['react', 'nextdotjs']);
  const iconFor = (slug: string) => (known.has(slug) ? record(slug) : undefined);

  it('keeps the order and the length of the stack', () => {
    expect(stackIcons(['Next.js', 'Django', 'React'], GROUPS, CLOUD, iconFor)).toEqual([
      record('nextdotjs'),
      null,
      record('react'),
    ]);
  });

  it('gives null for a skill drawn as a glyph and for a slug with no bundled icon', () => {
    expect(stackIcons(['REST APIs', 'PostgreSQL'], GROUPS, CLOUD, iconFor)).toEqual([null, null]);
  });

  it("with the site's skills and bundled icons, draws the case studies' stacks as the Skills page does", () => {
    const icons = stackIcons(
      ['React', 'Node.js', 'Express', 'MongoDB', 'Next.js', 'PostgreSQL', 'Tailwind CSS', 'Django', 'HTML5 Canvas'],
      SKILL_GROUPS,
      CLOUD_SLUGS,
      brandIconFor,
    );
    expect(icons.map((icon) => icon?.slug ?? null)).toEqual([
      'react',
      'nodedotjs',
      'express',
      'mongodb',
      'nextdotjs',
      'postgresql',
      'tailwindcss',
      null,
      null,
    ]);
    expect(icons[0]?.path).toBe(brandIconFor('react')?.path);
  });
});
