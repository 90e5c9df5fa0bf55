import { describe, expect, it } from 'vitest';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { hopRendersAtOnce, type HopPage } from './hopRendering';

const ROUTE_REMOTES: Record<string, RemoteName> = { '/skills': 'skills', '/contact': 'contact' } as never;

const page = (overrides: Partial<HopPage> = {}): HopPage => ({
  hostPages: ['/', '/education'],
  remoteOf: (route) => ROUTE_REMOTES[route] ?? null,
  sectionShown: () => true,
  staticSectionsShown: true,
  singlePage: false,
  ...overrides,
});

describe('hopRendersAtOnce', () => {
  it('renders a host page with nothing to wait for at once, whatever the path looks like', () => {
    expect(hopRendersAtOnce('/', page())).toBe(true);
    expect(hopRendersAtOnce('/education', page())).toBe(true);
    expect(hopRendersAtOnce('/Education/', page())).toBe(true);
  });

  it("renders a remote route at once only while its section's HTML and stylesheets are in", () => {
    expect(hopRendersAtOnce('/skills', page())).toBe(true);
    const onlyContact = page({ sectionShown: (remote) => remote === 'contact' });
    expect(hopRendersAtOnce('/skills', onlyContact)).toBe(false);
    expect(hopRendersAtOnce('/contact/', onlyContact)).toBe(true);
  });

  it('keeps the transition for a prefix page, a lazy route, a path outside the site', () => {
    expect(hopRendersAtOnce('/writing/some-post', page())).toBe(false);
    expect(hopRendersAtOnce('/resume', page())).toBe(false);
    expect(hopRendersAtOnce(null, page())).toBe(false);
  });

  it("keeps it for Home while its static sections' HTML or stylesheets are not in", () => {
    expect(hopRendersAtOnce('/', page({ staticSectionsShown: false }))).toBe(false);
    expect(hopRendersAtOnce('/education', page({ staticSectionsShown: false }))).toBe(true);
  });

  it('keeps it for Home in single-page mode, where it stacks remote sections', () => {
    expect(hopRendersAtOnce('/', page({ singlePage: true }))).toBe(false);
  });
});
