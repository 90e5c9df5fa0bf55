import { describe, expect, it } from 'vitest';
import { sectionProps } from './sectionProps';

describe('sectionProps', () => {
  it('adds the host’s base path and the page’s language to the route’s props', () => {
    expect(sectionProps<'contact/ContactPage'>({ variant: 'embedded' }, 'de', '/portfolio/')).toEqual({
      variant: 'embedded',
      siteBase: '/portfolio/',
      locale: 'de',
    });
    expect(sectionProps<'skills/SkillsPage'>(undefined, 'en', '/portfolio/')).toEqual({
      siteBase: '/portfolio/',
      locale: 'en',
    });
  });

  it('is this build’s base path by default (`/` here, as Vite’s BASE_URL is)', () => {
    expect(sectionProps<'projects/ProjectsStack'>({ variant: 'page' }, 'en')).toEqual({
      variant: 'page',
      siteBase: '/',
      locale: 'en',
    });
  });
});
