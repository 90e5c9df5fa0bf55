import type { EducationEntry } from '@portfolio/shared/types/entities';

export const EDUCATION_SUBTITLE =
  'The classrooms, late-night study sessions and mentors that shaped how I learn, think and build.';

/** An education entry with the id its translations are keyed by (education.de.ts). */
type EducationRecord = EducationEntry & { id: string };

/** Spec 3: the three education entries, newest first. */
export const EDUCATION = [
  {
    id: 'bsc',
    degree: 'Bachelor of Science in Computer Science and Engineering (CSE)',
    school: 'Northbridge University of Science and Technology',
    mascot: '🎓',
    year: '2023-2026',
    achievements: [
      'CGPA 3.89 out of 4.00',
      "Dean's list for academic excellence",
      'Finalist in the university hackathon',
    ],
    skills: ['Data Structures', 'Algorithms', 'Databases', 'Software Engineering', 'Web Development'],
    description:
      'Studying the foundations of computing, from algorithms and operating systems to databases and software design, while building full-stack projects for real users.',
  },
  {
    id: 'hsc',
    degree: 'Higher Secondary Certificate (HSC)',
    school: 'Hillcrest Cadet College',
    mascot: '📚',
    year: '2019-2021',
    achievements: ['GPA 5.00 out of 5.00', 'Science group', 'Leadership and discipline through cadet training'],
    skills: ['Physics', 'Chemistry', 'Higher Mathematics', 'Biology', 'ICT'],
    description:
      'Science studies in a demanding residential college, where early mornings, teamwork and responsibility became everyday habits.',
  },
  {
    id: 'ssc',
    degree: 'Secondary School Certificate (SSC)',
    school: 'Hillcrest Cadet College',
    mascot: '🏫',
    year: '2019',
    achievements: ['GPA 5.00 out of 5.00', 'Science group', 'Active in debating and science clubs'],
    skills: ['Mathematics', 'Physics', 'Chemistry', 'English'],
    description:
      'Where the curiosity started: a strong grounding in mathematics and science, and a first taste of programming in the computer lab.',
  },
] as const satisfies readonly EducationRecord[];

export type EducationId = (typeof EDUCATION)[number]['id'];

/** The Education page in a language: its subtitle and its entries, newest first. */
export interface Education {
  subtitle: string;
  entries: readonly EducationRecord[];
}
