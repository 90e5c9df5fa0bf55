import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadStarted } from '../features/remotes/runtime/loadRemoteModule';
import { HomeRoute } from './HomeRoute';
import { REMOTE_ROUTES } from './remoteRoutes';
import { createWarmUp, WarmUpContext } from './hop/warmUp';
import { owner } from '@portfolio/shared/owner';

const headingOutline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName} ${heading.textContent?.replace(/\s+/g, ' ').trim()}`);

/** The remote routes' sections whose code has been asked for. */
const routeLoadsStarted = () => REMOTE_ROUTES.map((route) => route.id).filter((id) => firstLoadStarted(id));

describe('HomeRoute', () => {
  // Imported ahead: transforming the remotes' source on first import must not count against a section's load bound.
  beforeAll(() => Promise.all([import('skills/SkillsPage'), import('contact/ContactPage')]), 60_000);

  it("off: shows the home page only (hero and About), loading no remote route's code", () => {
    render(
      <WarmUpContext value={createWarmUp()}>
        <HomeRoute singlePage={false} />
      </WarmUpContext>,
    );
    expect(headingOutline()).toEqual([`H1 Hi, I'm ${owner.name}`, 'H2 Developer, Designer, Creator, Innovator']);
    expect(routeLoadsStarted()).toEqual([]);
  });

  it('on: stacks hero, About, skills, education and contact, with projects left out', async () => {
    render(
      <WarmUpContext value={createWarmUp()}>
        <HomeRoute singlePage />
      </WarmUpContext>,
    );
    const remoteSection = { timeout: 15_000 };
    expect(await screen.findByRole('heading', { name: 'Get in Touch' }, remoteSection)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Skills' }, remoteSection)).toBeInTheDocument();
    const outline = headingOutline().filter((heading) => /^H[12] /.test(heading));
    expect(outline).toEqual([
      `H1 Hi, I'm ${owner.name}`,
      'H2 Developer, Designer, Creator, Innovator',
      'H2 Skills',
      'H2 Educational Journey',
      'H2 Get in Touch',
    ]);
    expect(routeLoadsStarted().sort()).toEqual(['contact/ContactPage', 'skills/SkillsPage']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  }, 20_000);
});
