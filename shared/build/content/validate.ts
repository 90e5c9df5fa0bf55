/**
 * Checks of the site's content files, run at build (contentCheckPlugin.ts): every problem is one line
 * naming the file and the field. Pure functions over plain values, so JSON and TypeScript files alike.
 */
import { parseHex } from '../../src/colour/contrast';
import { LOCALES } from '../../src/i18n/locale';

export interface ContentIssue {
  file: string;
  field: string;
  message: string;
}

export function formatIssue({ file, field, message }: ContentIssue): string {
  return `${file}: ${field}: ${message}`;
}

type Value = unknown;
type Fields = Record<string, Value>;

/** Collects the issues of one file. */
export class ContentChecker {
  readonly issues: ContentIssue[] = [];
  constructor(readonly file: string) {}

  report(field: string, message: string): void {
    this.issues.push({ file: this.file, field, message });
  }

  text(field: string, value: Value): value is string {
    if (typeof value === 'string' && value.trim() !== '') return true;
    this.report(field, 'is empty: write the text (it is required)');
    return false;
  }

  url(field: string, value: Value): void {
    if (!this.text(field, value)) return;
    let parsed: URL | null = null;
    try {
      parsed = new URL(value);
    } catch {
      // reported below
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || !parsed.hostname.includes('.')) {
      this.report(field, `"${value}" is not a full http(s) URL, e.g. https://example.com/you`);
    }
  }

  email(field: string, value: Value): void {
    if (this.text(field, value) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      this.report(field, `"${value}" is not an email address, e.g. you@example.com`);
    }
  }

  colour(field: string, value: Value): void {
    if (this.text(field, value) && !parseHex(value)) {
      this.report(field, `"${value}" is not a hex colour, e.g. #5196fd`);
    }
  }

  list(field: string, value: Value): value is Value[] {
    if (Array.isArray(value) && value.length > 0) return true;
    this.report(field, 'is empty: list at least one entry');
    return false;
  }

  /** Reports each entry whose key repeats an earlier one's (React keys and test hooks must be unique). */
  unique(what: string, keys: Value[], fieldAt: (index: number) => string): void {
    const seen = new Map<Value, number>();
    keys.forEach((key, index) => {
      if (typeof key !== 'string' || key === '') return;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else this.report(fieldAt(index), `duplicate ${what} "${key}" (also ${fieldAt(first)})`);
    });
  }
}

const fieldsOf = (value: Value): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

/**
 * shared/src/owner.json; `resumePdf`, when given, must be a file under host/public (`publicFileExists`);
 * `translations` names languages of the site.
 */
export function validateOwner(
  owner: Value,
  file: string,
  publicFileExists: (path: string) => boolean = () => true,
): ContentIssue[] {
  const check = new ContentChecker(file);
  const o = fieldsOf(owner);
  check.text('name', o.name);
  check.text('title', o.title);
  check.email('email', o.email);
  check.text('city', o.city);
  check.url('githubUrl', o.githubUrl);
  check.url('linkedinUrl', o.linkedinUrl);
  check.url('siteUrl', o.siteUrl);
  if (o.resumePdf !== undefined && check.text('resumePdf', o.resumePdf)) {
    const path = o.resumePdf;
    if (!/^\/[^?#]*\.pdf$/i.test(path) || path.split('/').includes('..')) {
      check.report('resumePdf', `"${path}" must be the path of a PDF under host/public, e.g. /files/resume.pdf`);
    } else if (!publicFileExists(path)) {
      check.report(
        'resumePdf',
        `no file host/public${path}: add the PDF there, or remove resumePdf to use the generated ones`,
      );
    }
  }
  for (const [locale, words] of Object.entries(fieldsOf(o.translations))) {
    if (!(LOCALES as readonly string[]).includes(locale)) {
      check.report(`translations.${locale}`, `"${locale}" is not a language of the site (${LOCALES.join(', ')})`);
    } else if (fieldsOf(words).title !== undefined) check.text(`translations.${locale}.title`, fieldsOf(words).title);
  }
  return check.issues;
}

const PLACEHOLDER = /\{([^}]*)\}/g;
const KNOWN_PLACEHOLDERS = new Set(['name', 'title']);

/** shared/build/apps.json: each route's title and description (the pages' meta tags). */
export function validateRoutes(config: Value, file: string): ContentIssue[] {
  const check = new ContentChecker(file);
  const { routes, pages: otherPages, notFound } = fieldsOf(config);
  const pages: [string, Fields][] = [];
  if (check.list('routes', routes)) routes.forEach((route, index) => pages.push([`routes[${index}]`, fieldsOf(route)]));
  if (Array.isArray(otherPages)) otherPages.forEach((page, index) => pages.push([`pages[${index}]`, fieldsOf(page)]));
  pages.push(['notFound', fieldsOf(notFound)]);
  for (const [at, page] of pages) {
    for (const key of ['title', 'description'] as const) {
      if (!check.text(`${at}.${key}`, page[key])) continue;
      for (const [, name] of (page[key] as string).matchAll(PLACEHOLDER)) {
        if (!KNOWN_PLACEHOLDERS.has(name ?? '')) {
          check.report(`${at}.${key}`, `unknown placeholder {${name}}: use {name} or {title}`);
        }
      }
    }
  }
  return check.issues;
}

/** host/src/features/home/data/taglines.ts: the phrases the hero cycles through. */
export function validateTaglines(taglines: Value, file: string): ContentIssue[] {
  const check = new ContentChecker(file);
  if (check.list('TAGLINES', taglines)) taglines.forEach((line, index) => check.text(`TAGLINES[${index}]`, line));
  return check.issues;
}

/** host/src/features/home/data/about.ts: the About section. */
export function validateAbout(about: Value, file: string): ContentIssue[] {
  const check = new ContentChecker(file);
  const a = fieldsOf(about);
  const portrait = fieldsOf(a.portrait);
  const quote = fieldsOf(a.quote);
  check.text('ABOUT.eyebrow', a.eyebrow);
  check.text('ABOUT.heading', a.heading);
  check.text('ABOUT.bio', a.bio);
  if (check.text('ABOUT.portrait.src', portrait.src) && !(portrait.src as string).startsWith('/')) {
    check.report('ABOUT.portrait.src', `"${portrait.src}" must be a path under host/public, e.g. /images/portrait.svg`);
  }
  if (typeof portrait.alt !== 'string' || portrait.alt.trim() === '') {
    check.report('ABOUT.portrait.alt', 'no alt text: describe the portrait for screen readers');
  }
  check.text('ABOUT.quote.text', quote.text);
  check.text('ABOUT.quote.author', quote.author);
  if (check.list('ABOUT.highlights', a.highlights)) {
    a.highlights.forEach((item, index) => {
      check.text(`ABOUT.highlights[${index}].value`, fieldsOf(item).value);
      check.text(`ABOUT.highlights[${index}].label`, fieldsOf(item).label);
    });
  }
  return check.issues;
}

/** host/src/features/home/data/profile.ts: the object in the home page's code window. */
export function validateProfile(profile: Value, file: string): ContentIssue[] {
  const check = new ContentChecker(file);
  const p = fieldsOf(profile);
  if (check.list('PROFILE.skills', p.skills)) p.skills.forEach((skill, i) => check.text(`PROFILE.skills[${i}]`, skill));
  if (typeof p.yearsOfExperience !== 'number' || !(p.yearsOfExperience >= 0)) {
    check.report('PROFILE.yearsOfExperience', 'must be a number of years, 0 or more');
  }
  return check.issues;
}

const YEAR = /^\d{4}(-\d{4})?$/;

/** host/src/features/education/data/education.ts: the education cards. */
export function validateEducation(module: { EDUCATION?: Value; EDUCATION_SUBTITLE?: Value }, file: string) {
  const check = new ContentChecker(file);
  check.text('EDUCATION_SUBTITLE', module.EDUCATION_SUBTITLE);
  const entries = module.EDUCATION;
  if (!check.list('EDUCATION', entries)) return check.issues;
  entries.forEach((entry, index) => {
    const e = fieldsOf(entry);
    const at = `EDUCATION[${index}]`;
    for (const key of ['degree', 'school', 'mascot', 'description'] as const) check.text(`${at}.${key}`, e[key]);
    if (check.text(`${at}.year`, e.year) && !YEAR.test(e.year as string)) {
      check.report(`${at}.year`, `"${e.year}" must be a year or a range, e.g. 2019 or 2023-2026`);
    }
    for (const key of ['achievements', 'skills'] as const) {
      if (check.list(`${at}.${key}`, e[key])) {
        (e[key] as Value[]).forEach((item, i) => check.text(`${at}.${key}[${i}]`, item));
      }
    }
  });
  check.unique(
    'degree',
    entries.map((entry) => fieldsOf(entry).degree),
    (index) => `EDUCATION[${index}].degree`,
  );
  return check.issues;
}

/** A skill's icon: a bundled brand icon's slug, or a short glyph such as '{ }'. */
const GLYPH = /^(?![a-z0-9]+$).{1,3}$/;

/** shared/src/content/skills.ts: skill groups, their icons, and the icon cloud's slugs. */
export function validateSkills(
  module: { SKILL_GROUPS?: Value; CLOUD_SLUGS?: Value },
  file: string,
  known: { isBrandIcon: (slug: string) => boolean; groupIcons: readonly string[]; catalogue: string },
): ContentIssue[] {
  const check = new ContentChecker(file);
  const unknownIcon = (field: string, slug: string) =>
    check.report(field, `unknown icon slug "${slug}": use a slug bundled in ${known.catalogue} (or add it there)`);
  const groups = module.SKILL_GROUPS;
  if (check.list('SKILL_GROUPS', groups)) {
    groups.forEach((group, g) => {
      const at = `SKILL_GROUPS[${g}]`;
      const fields = fieldsOf(group);
      check.text(`${at}.title`, fields.title);
      if (check.text(`${at}.icon`, fields.icon) && !known.groupIcons.includes(fields.icon as string)) {
        check.report(`${at}.icon`, `unknown group icon "${fields.icon}": use one of ${known.groupIcons.join(', ')}`);
      }
      if (!check.list(`${at}.skills`, fields.skills)) return;
      fields.skills.forEach((skill, s) => {
        const { name, icon } = fieldsOf(skill);
        check.text(`${at}.skills[${s}].name`, name);
        if (
          check.text(`${at}.skills[${s}].icon`, icon) &&
          !known.isBrandIcon(icon as string) &&
          !GLYPH.test(icon as string)
        ) {
          unknownIcon(`${at}.skills[${s}].icon`, icon as string);
        }
      });
      check.unique(
        'skill',
        fields.skills.map((skill) => fieldsOf(skill).name),
        (s) => `${at}.skills[${s}].name`,
      );
    });
  }
  const slugs = module.CLOUD_SLUGS;
  if (check.list('CLOUD_SLUGS', slugs)) {
    slugs.forEach((slug, index) => {
      if (check.text(`CLOUD_SLUGS[${index}]`, slug) && !known.isBrandIcon(slug as string)) {
        unknownIcon(`CLOUD_SLUGS[${index}]`, slug as string);
      }
    });
    check.unique('slug', slugs, (index) => `CLOUD_SLUGS[${index}]`);
  }
  return check.issues;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** remote-projects/src/features/projects/data/projects.ts (shared/src/content/projects.ts with the covers): the projects stack. */
export function validateProjects(projects: Value, file: string): ContentIssue[] {
  const check = new ContentChecker(file);
  if (!check.list('projects', projects)) return check.issues;
  projects.forEach((project, index) => {
    const p = fieldsOf(project);
    const at = `projects[${index}]`;
    if (check.text(`${at}.slug`, p.slug) && !SLUG.test(p.slug as string)) {
      check.report(`${at}.slug`, `"${p.slug}" must be lowercase letters, digits and hyphens, e.g. my-project`);
    }
    check.text(`${at}.title`, p.title);
    check.text(`${at}.description`, p.description);
    if (typeof p.link !== 'string' || p.link === '') {
      check.report(`${at}.link`, 'no cover image: add covers/<src name>.svg (960×600) and run npm run covers');
    }
    if (typeof p.coverAlt !== 'string' || p.coverAlt.trim() === '') {
      check.report(`${at}.coverAlt`, 'no alt text: describe the cover image for screen readers');
    }
    check.colour(`${at}.color`, p.color);
    check.url(`${at}.githubLink`, p.githubLink);
    check.url(`${at}.liveLink`, p.liveLink);
  });
  check.unique(
    'slug',
    projects.map((project) => fieldsOf(project).slug),
    (index) => `projects[${index}].slug`,
  );
  return check.issues;
}
