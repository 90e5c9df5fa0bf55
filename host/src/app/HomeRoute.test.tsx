import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  ExposedSectionModule,
  PropsOf,
  RemoteModuleId,
  SectionProps,
} from '@portfolio/shared/federation/contract';
import type { RemoteLoader } from '../features/remotes/components/RemoteSection';
import { HomeRoute } from './HomeRoute';
import { createWarmUp, WarmUpContext } from './hop/warmUp';
import { owner } from '@portfolio/shared/owner';

/** A loader that serves a stand-in section per remote, titled by the remote's name. */
function fakeRemotes() {
  return vi.fn(async (id: RemoteModuleId) => {
    const title = id.split('/')[0]!;
    const Section = ({ variant = 'page' }: SectionProps) => {
      const Heading = variant === 'page' ? 'h1' : 'h2';
      return <Heading>{`remote ${title}`}</Heading>;
    };
    return { default: Section } as unknown as ExposedSectionModule<PropsOf<RemoteModuleId>>;
  });
}

const headingOutline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName} ${heading.textContent?.replace(/\s+/g, ' ').trim()}`);

describe('HomeRoute', () => {
  it('off: shows the home page only (hero and About), loading no remote', () => {
    const load = fakeRemotes();
    render(
      <WarmUpContext value={createWarmUp()}>
        <HomeRoute singlePage={false} load={load as unknown as RemoteLoader} />
      </WarmUpContext>,
    );
    expect(headingOutline()).toEqual([`H1 Hi, I'm ${owner.name}`, 'H2 Developer, Designer, Creator, Innovator']);
    expect(load).not.toHaveBeenCalled();
  });

  it('on: stacks hero, About, skills, education and contact, with projects left out', async () => {
    const load = fakeRemotes();
    render(
      <WarmUpContext value={createWarmUp()}>
        <HomeRoute singlePage load={load as unknown as RemoteLoader} />
      </WarmUpContext>,
    );
    expect(await screen.findByRole('heading', { name: 'remote contact' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'remote skills' })).toBeInTheDocument();
    const outline = headingOutline().filter((heading) => /^H[12] /.test(heading));
    expect(outline).toEqual([
      `H1 Hi, I'm ${owner.name}`,
      'H2 Developer, Designer, Creator, Innovator',
      'H2 remote skills',
      'H2 Educational Journey',
      'H2 remote contact',
    ]);
    expect(load.mock.calls.map(([id]) => id).sort()).toEqual(['contact/ContactPage', 'skills/SkillsPage']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
