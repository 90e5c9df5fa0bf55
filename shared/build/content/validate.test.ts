import { describe, expect, it } from 'vitest';
import owner from '../../src/owner.json' with { type: 'json' };
import apps from '../apps.json' with { type: 'json' };
import {
  formatIssue,
  validateAbout,
  validateEducation,
  validateOwner,
  validateProfile,
  validateProjects,
  validateRoutes,
  validateSkills,
  validateTaglines,
} from './validate';

const F = 'some/file.ts';
const lines = (issues: ReturnType<typeof validateOwner>) => issues.map(formatIssue);
// Fixtures in the shape of the apps' content files (shared/ imports no app; the build checks the real ones).
const BRAND_ICONS = ['react', 'git', 'vite', 'figma'];
const KNOWN = {
  isBrandIcon: (slug: string) => BRAND_ICONS.includes(slug),
  groupIcons: ['monitor', 'server', 'wrench'],
  catalogue: 'shared/src/brandIcons/catalogue.ts',
};
const ABOUT = {
  eyebrow: 'Get to know me',
  heading: 'Developer',
  portrait: { src: '/images/portrait.svg', alt: 'Portrait of the owner', width: 480, height: 560 },
  bio: 'I build things.',
  quote: { text: 'Simplicity is the soul of efficiency.', author: 'Austin Freeman' },
  highlights: [{ value: '2+', label: 'years' }],
};
const PROFILE = { name: 'A', title: 'B', skills: ['React'], yearsOfExperience: 2 };
const TAGLINES = ['Full-Stack Developer'];
const EDUCATION_ENTRY = {
  degree: 'BSc',
  school: 'A University',
  mascot: '🎓',
  year: '2023-2026',
  achievements: ['CGPA 3.89'],
  skills: ['Algorithms'],
  description: 'Studying computing.',
};
const education = {
  EDUCATION_SUBTITLE: 'How I learn.',
  EDUCATION: [EDUCATION_ENTRY, { ...EDUCATION_ENTRY, degree: 'HSC', year: '2019' }],
};
const GROUP = {
  title: 'Frontend',
  icon: 'monitor',
  colorClass: 'from-teal-400 to-cyan-500',
  skills: [
    { name: 'React', icon: 'react' },
    { name: 'REST APIs', icon: '{ }' },
  ],
};
const skills = { SKILL_GROUPS: [GROUP], CLOUD_SLUGS: ['react', 'git'] };
const project = {
  slug: 'eventsphere',
  title: 'EventSphere',
  description: 'An event site.',
  src: 'eventsphere.svg',
  link: '/assets/eventsphere-abc.svg',
  color: '#5196fd',
  githubLink: 'https://github.com/me/eventsphere',
  liveLink: 'https://eventsphere.example.com',
  coverAlt: 'EventSphere home screen',
};
const projects = [project, { ...project, slug: 'inkwell', title: 'Inkwell' }];

describe('well-formed content passes every check', () => {
  it('owner, routes, home, education, skills and projects (the shipped owner.json and apps.json too)', () => {
    expect(validateOwner(owner, F)).toEqual([]);
    expect(validateRoutes(apps, F)).toEqual([]);
    expect(validateTaglines(TAGLINES, F)).toEqual([]);
    expect(validateAbout(ABOUT, F)).toEqual([]);
    expect(validateProfile(PROFILE, F)).toEqual([]);
    expect(validateEducation(education, F)).toEqual([]);
    expect(validateSkills(skills, F, KNOWN)).toEqual([]);
    expect(validateProjects(projects, F)).toEqual([]);
  });
});

describe('content check messages: each names the file and the field', () => {
  it('empty required text', () => {
    expect(lines(validateOwner({ ...owner, name: '  ' }, 'shared/src/owner.json'))).toEqual([
      'shared/src/owner.json: name: is empty: write the text (it is required)',
    ]);
    expect(lines(validateOwner({ ...owner, city: undefined }, F))).toEqual([
      `${F}: city: is empty: write the text (it is required)`,
    ]);
  });

  it('a malformed URL', () => {
    expect(lines(validateOwner({ ...owner, githubUrl: 'github.com/me', siteUrl: 'ftp://me.example.com' }, F))).toEqual([
      `${F}: githubUrl: "github.com/me" is not a full http(s) URL, e.g. https://example.com/you`,
      `${F}: siteUrl: "ftp://me.example.com" is not a full http(s) URL, e.g. https://example.com/you`,
    ]);
    expect(lines(validateProjects([{ ...project, liveLink: 'https://localhost' }], F))).toEqual([
      `${F}: projects[0].liveLink: "https://localhost" is not a full http(s) URL, e.g. https://example.com/you`,
    ]);
  });

  it('a title in a language the site does not have, or empty', () => {
    expect(
      lines(validateOwner({ ...owner, translations: { fr: { title: 'Développeur' }, de: { title: ' ' } } }, F)),
    ).toEqual([
      `${F}: translations.fr: "fr" is not a language of the site (en, de)`,
      `${F}: translations.de.title: is empty: write the text (it is required)`,
    ]);
  });

  it('a résumé PDF of the owner’s own that is not a PDF path under host/public, or is missing', () => {
    const exists = (path: string) => path === '/files/cv.pdf';
    expect(validateOwner({ ...owner, resumePdf: '/files/cv.pdf' }, F, exists)).toEqual([]);
    expect(lines(validateOwner({ ...owner, resumePdf: '/files/old-cv.pdf' }, F, exists))).toEqual([
      `${F}: resumePdf: no file host/public/files/old-cv.pdf: add the PDF there, or remove resumePdf to use the generated ones`,
    ]);
    expect(lines(validateOwner({ ...owner, resumePdf: 'https://example.com/cv.pdf' }, F, exists))).toEqual([
      `${F}: resumePdf: "https://example.com/cv.pdf" must be the path of a PDF under host/public, e.g. /files/resume.pdf`,
    ]);
    expect(lines(validateOwner({ ...owner, resumePdf: '/../secret.pdf' }, F, exists))).toEqual([
      `${F}: resumePdf: "/../secret.pdf" must be the path of a PDF under host/public, e.g. /files/resume.pdf`,
    ]);
    expect(lines(validateOwner({ ...owner, resumePdf: ' ' }, F, exists))).toEqual([
      `${F}: resumePdf: is empty: write the text (it is required)`,
    ]);
  });

  it('a malformed email address', () => {
    expect(lines(validateOwner({ ...owner, email: 'me at example.com' }, F))).toEqual([
      `${F}: email: "me at example.com" is not an email address, e.g. you@example.com`,
    ]);
  });

  it('an empty list', () => {
    expect(lines(validateTaglines([], F))).toEqual([`${F}: TAGLINES: is empty: list at least one entry`]);
    expect(lines(validateProjects([], F))).toEqual([`${F}: projects: is empty: list at least one entry`]);
  });

  it('an unknown placeholder in a page title or description', () => {
    const config = { ...apps, routes: [{ ...apps.routes[0]!, title: '{nmae} · {title}' }] };
    expect(lines(validateRoutes(config, 'shared/build/apps.json'))).toEqual([
      'shared/build/apps.json: routes[0].title: unknown placeholder {nmae}: use {name} or {title}',
    ]);
  });

  it('a portrait that is not a path under public/, or has no alt text', () => {
    const about = { ...ABOUT, portrait: { ...ABOUT.portrait, src: 'images/me.jpg', alt: '' } };
    expect(lines(validateAbout(about, F))).toEqual([
      `${F}: ABOUT.portrait.src: "images/me.jpg" must be a path under host/public, e.g. /images/portrait.svg`,
      `${F}: ABOUT.portrait.alt: no alt text: describe the portrait for screen readers`,
    ]);
  });

  it('years of experience that are not a number', () => {
    expect(lines(validateProfile({ ...PROFILE, yearsOfExperience: 'two' }, F))).toEqual([
      `${F}: PROFILE.yearsOfExperience: must be a number of years, 0 or more`,
    ]);
  });

  it('an education year that is not a year or a range, and a duplicate degree', () => {
    const [first, second] = education.EDUCATION;
    const entries = [
      { ...first!, year: '2023 to 2026' },
      { ...second!, degree: first!.degree },
    ];
    expect(lines(validateEducation({ ...education, EDUCATION: entries }, F))).toEqual([
      `${F}: EDUCATION[0].year: "2023 to 2026" must be a year or a range, e.g. 2019 or 2023-2026`,
      `${F}: EDUCATION[1].degree: duplicate degree "${first!.degree}" (also EDUCATION[0].degree)`,
    ]);
  });

  it('an unknown icon slug, in a skill or in the cloud; a glyph is allowed', () => {
    const groups = [
      {
        ...skills.SKILL_GROUPS[0]!,
        skills: [
          { name: 'Vite', icon: 'vitejs' },
          { name: 'APIs', icon: '{ }' },
        ],
      },
    ];
    expect(lines(validateSkills({ SKILL_GROUPS: groups, CLOUD_SLUGS: ['react', 'figmaa'] }, F, KNOWN))).toEqual([
      `${F}: SKILL_GROUPS[0].skills[0].icon: unknown icon slug "vitejs": use a slug bundled in shared/src/brandIcons/catalogue.ts (or add it there)`,
      `${F}: CLOUD_SLUGS[1]: unknown icon slug "figmaa": use a slug bundled in shared/src/brandIcons/catalogue.ts (or add it there)`,
    ]);
  });

  it('an unknown group icon', () => {
    const groups = [{ ...skills.SKILL_GROUPS[0]!, icon: 'screen' }];
    expect(lines(validateSkills({ SKILL_GROUPS: groups, CLOUD_SLUGS: ['react'] }, F, KNOWN))).toEqual([
      `${F}: SKILL_GROUPS[0].icon: unknown group icon "screen": use one of monitor, server, wrench`,
    ]);
  });

  it('a duplicate slug in the cloud, a duplicate skill in a group', () => {
    const group = skills.SKILL_GROUPS[0]!;
    const groups = [{ ...group, skills: [...group.skills, group.skills[0]!] }];
    expect(lines(validateSkills({ SKILL_GROUPS: groups, CLOUD_SLUGS: ['git', 'react', 'git'] }, F, KNOWN))).toEqual([
      `${F}: SKILL_GROUPS[0].skills[${group.skills.length}].name: duplicate skill "${group.skills[0]!.name}" (also SKILL_GROUPS[0].skills[0].name)`,
      `${F}: CLOUD_SLUGS[2]: duplicate slug "git" (also CLOUD_SLUGS[0])`,
    ]);
  });

  it('a project without a cover image or without alt text', () => {
    expect(lines(validateProjects([{ ...project, link: undefined, coverAlt: ' ' }], F))).toEqual([
      `${F}: projects[0].link: no cover image: add covers/<src name>.svg (960×600) and run npm run covers`,
      `${F}: projects[0].coverAlt: no alt text: describe the cover image for screen readers`,
    ]);
  });

  it('a duplicate project slug, or one that is not lowercase-with-hyphens', () => {
    expect(lines(validateProjects([project, { ...projects[1]!, slug: project.slug }], F))).toEqual([
      `${F}: projects[1].slug: duplicate slug "${project.slug}" (also projects[0].slug)`,
    ]);
    expect(lines(validateProjects([{ ...project, slug: 'Event Sphere' }], F))).toEqual([
      `${F}: projects[0].slug: "Event Sphere" must be lowercase letters, digits and hyphens, e.g. my-project`,
    ]);
  });

  it('a project colour that is not a hex colour', () => {
    expect(lines(validateProjects([{ ...project, color: 'blue' }], F))).toEqual([
      `${F}: projects[0].color: "blue" is not a hex colour, e.g. #5196fd`,
    ]);
  });
});
