import { describe, expect, it } from 'vitest';
import { sectionProps } from './sectionProps';

describe('sectionProps', () => {
  it('adds the host’s base path to the route’s props', () => {
    expect(sectionProps<'contact/ContactPage'>({ variant: 'embedded' }, '/portfolio/')).toEqual({
      variant: 'embedded',
      siteBase: '/portfolio/',
    });
    expect(sectionProps<'skills/SkillsPage'>(undefined, '/portfolio/')).toEqual({ siteBase: '/portfolio/' });
  });

  it('is this build’s base path by default (`/` here, as Vite’s BASE_URL is)', () => {
    expect(sectionProps<'projects/ProjectsStack'>({ variant: 'page' })).toEqual({ variant: 'page', siteBase: '/' });
  });
});
