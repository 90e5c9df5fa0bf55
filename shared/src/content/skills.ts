/**
 * The skill groups and the icon cloud's technologies, read by remote-skills and the host's résumé.
 * Checked when remote-skills builds (shared/build/content/validate.ts). A skill's icon is a slug in
 * shared/src/brandIcons/catalogue.ts or a glyph of up to 3 characters; a group's icon names one in
 * remote-skills/src/features/skill-cards/data/groupIcons.ts.
 */
import type { SkillGroup } from '../types/entities';

const groups = [
  {
    title: 'Frontend Development',
    icon: 'monitor',
    colorClass: 'from-teal-400 to-cyan-500',
    skills: [
      { name: 'React', icon: 'react' },
      { name: 'Bootstrap', icon: 'bootstrap' },
      { name: 'JavaScript', icon: 'javascript' },
      { name: 'Flutter', icon: 'flutter' },
      { name: 'Tailwind CSS', icon: 'tailwindcss' },
      { name: 'HTML5', icon: 'html5' },
      { name: 'CSS3', icon: 'css3' },
    ],
  },
  {
    title: 'Backend Development',
    icon: 'server',
    colorClass: 'from-cyan-400 to-blue-500',
    skills: [
      { name: 'Node.js', icon: 'nodedotjs' },
      { name: 'Python', icon: 'python' },
      { name: 'MySQL', icon: 'mysql' },
      { name: 'MongoDB', icon: 'mongodb' },
      { name: 'REST APIs', icon: '{ }' },
      { name: 'Laravel', icon: 'laravel' },
      { name: 'Express', icon: 'express' },
    ],
  },
  {
    title: 'Tools & Technologies',
    icon: 'wrench',
    colorClass: 'from-blue-400 to-violet-500',
    skills: [
      { name: 'VS Code', icon: 'visualstudiocode' },
      { name: 'Webpack', icon: 'webpack' },
      { name: 'Redux', icon: 'redux' },
      { name: 'Firebase', icon: 'firebase' },
      { name: 'Vercel', icon: 'vercel' },
      { name: 'Vite', icon: 'vite' },
    ],
  },
] as const satisfies readonly SkillGroup[];

export const SKILL_GROUPS: readonly SkillGroup[] = groups;

/** The groups' titles in another language, by English title (skills.<locale>.ts). */
export type SkillGroupTitles = Readonly<Record<(typeof groups)[number]['title'], string>>;

/** The skill groups with another language's titles; the skills' names (proper names) as they are. */
export function skillGroupsWith(titles: SkillGroupTitles): readonly SkillGroup[] {
  return groups.map((group) => ({ ...group, title: titles[group.title] }));
}

/** The icon cloud's technologies (spec section 3), in the spec's order. */
export const CLOUD_SLUGS: readonly string[] = [
  'typescript',
  'javascript',
  'dart',
  'java',
  'react',
  'flutter',
  'android',
  'html5',
  'css3',
  'nodedotjs',
  'express',
  'nextdotjs',
  'prisma',
  'amazonaws',
  'postgresql',
  'firebase',
  'nginx',
  'vercel',
  'testinglibrary',
  'jest',
  'cypress',
  'docker',
  'git',
  'jira',
  'github',
  'gitlab',
  'visualstudiocode',
  'androidstudio',
  'sonarqube',
  'figma',
];
