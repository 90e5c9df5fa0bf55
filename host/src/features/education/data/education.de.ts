import type { EducationEntry } from '@portfolio/shared/types/entities';
import { formatNumber } from '../../../utils/formatNumber';
import { EDUCATION, type Education, type EducationId } from './education';

const grade = (value: number, scale: number) => `${formatNumber(value, 'de', 2)} von ${formatNumber(scale, 'de', 2)}`;

/** EDUCATION's words in German, by entry id; schools, mascots and years are EDUCATION's. */
const WORDS: Record<EducationId, Pick<EducationEntry, 'degree' | 'achievements' | 'skills' | 'description'>> = {
  bsc: {
    degree: 'Bachelor of Science in Informatik (Computer Science and Engineering, CSE)',
    achievements: [
      `CGPA ${grade(3.89, 4)}`,
      'Auf der Dean’s List für herausragende Studienleistungen',
      'Finalist beim Hackathon der Universität',
    ],
    skills: ['Datenstrukturen', 'Algorithmen', 'Datenbanken', 'Software Engineering', 'Webentwicklung'],
    description:
      'Ich lerne die Grundlagen der Informatik, von Algorithmen und Betriebssystemen bis zu Datenbanken und Softwaredesign, und baue dabei Full-Stack-Projekte für echte Nutzer.',
  },
  hsc: {
    degree: 'Higher Secondary Certificate (HSC), Hochschulreife',
    achievements: [
      `GPA ${grade(5, 5)}`,
      'Naturwissenschaftlicher Zweig',
      'Führung und Disziplin durch die Kadettenausbildung',
    ],
    skills: ['Physik', 'Chemie', 'Höhere Mathematik', 'Biologie', 'Informatik (ICT)'],
    description:
      'Naturwissenschaften an einem anspruchsvollen Internats-College, an dem frühes Aufstehen, Teamarbeit und Verantwortung zum Alltag wurden.',
  },
  ssc: {
    degree: 'Secondary School Certificate (SSC), mittlerer Schulabschluss',
    achievements: [
      `GPA ${grade(5, 5)}`,
      'Naturwissenschaftlicher Zweig',
      'Aktiv in Debattier- und Naturwissenschafts-AGs',
    ],
    skills: ['Mathematik', 'Physik', 'Chemie', 'Englisch'],
    description:
      'Hier begann die Neugier: solide Grundlagen in Mathematik und Naturwissenschaften und erste Programmierversuche im Computerraum.',
  },
};

export default {
  subtitle: 'Die Klassenzimmer, langen Lernnächte und Mentoren, die geprägt haben, wie ich lerne, denke und entwickle.',
  entries: EDUCATION.map((entry) => ({ ...entry, ...WORDS[entry.id] })),
} satisfies Education;
