import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionProps } from './sectionProps';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('sectionProps', () => {
  it('adds the host’s base path and the page’s language to the route’s props', async () => {
    vi.stubEnv('BASE_URL', '/portfolio/');
    vi.resetModules();
    const underBase = (await import('./sectionProps')).sectionProps;
    expect(underBase<'contact/ContactPage'>({ variant: 'embedded' }, 'de')).toEqual({
      variant: 'embedded',
      siteBase: '/portfolio/',
      locale: 'de',
    });
    expect(underBase<'skills/SkillsPage'>(undefined, 'en')).toEqual({
      siteBase: '/portfolio/',
      locale: 'en',
    });
  });

  it('is this build’s base path (`/` here, as Vite’s BASE_URL is)', () => {
    expect(sectionProps<'projects/ProjectsStack'>({ variant: 'page' }, 'en')).toEqual({
      variant: 'page',
      siteBase: '/',
      locale: 'en',
    });
  });
});
