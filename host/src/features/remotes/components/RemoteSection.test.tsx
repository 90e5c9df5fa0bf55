import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExposedSectionModule, PropsOf, RemoteModuleId } from '@portfolio/shared/federation/contract';
import type { RemoteLoader } from '../hooks/useRemoteModule';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteSection } from './RemoteSection';

function moduleOf(render: (props: { variant?: string }) => ReactElement) {
  return { default: render } as unknown as ExposedSectionModule<PropsOf<RemoteModuleId>>;
}

describe('RemoteSection', () => {
  it('shows a skeleton, then the section with its props', async () => {
    let resolve!: (module: ExposedSectionModule<PropsOf<RemoteModuleId>>) => void;
    const load = vi.fn(() => new Promise((r) => (resolve = r))) as unknown as RemoteLoader;
    render(<RemoteSection id="skills/SkillsPage" label="Skills" props={{ variant: 'embedded' }} load={load} />);
    expect(screen.getByTestId('section-skeleton')).toHaveTextContent('Loading Skills');
    resolve(moduleOf(({ variant }) => <h2>Skills {variant}</h2>));
    expect(await screen.findByRole('heading', { name: 'Skills embedded' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('skills/SkillsPage', 0);
  });

  it('shows a fallback when the remote cannot be loaded, and Retry loads it again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(moduleOf(() => <h1>Projects</h1>)) as unknown as RemoteLoader;
    render(<RemoteSection id="projects/ProjectsStack" label="Projects" load={load} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Projects is unavailable right now');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('projects/ProjectsStack', 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a section that throws while rendering inside its own fallback', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let broken = true;
    const Section = () => {
      if (broken) throw new Error('render failed');
      return <h1>Contact</h1>;
    };
    const load = vi.fn().mockResolvedValue(moduleOf(Section)) as unknown as RemoteLoader;
    render(
      <>
        <p>rest of the site</p>
        <RemoteSection id="contact/ContactPage" label="Contact" load={load} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Contact is unavailable right now');
    expect(screen.getByText('rest of the site')).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });
});

describe('RemoteErrorBoundary', () => {
  it('renders the fallback on error and the children again after retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    const Child = () => {
      if (fail) throw new Error('boom');
      return <p>child ok</p>;
    };
    const onRetry = vi.fn();
    render(
      <RemoteErrorBoundary
        onRetry={onRetry}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            try again
          </button>
        )}
      >
        <Child />
      </RemoteErrorBoundary>,
    );
    expect(screen.queryByText('child ok')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('child ok')).toBeInTheDocument();
  });
});
