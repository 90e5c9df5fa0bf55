import type { SkillGroup } from '@portfolio/shared/types/entities';

/**
 * The three skill groups (spec section 3). A skill's icon is a brand icon slug when
 * the bundled set has one, otherwise a short glyph; a group's icon names one of the
 * line icons in ../components/GroupIcon.tsx.
 */
export const SKILL_GROUPS: readonly SkillGroup[] = [
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
];
