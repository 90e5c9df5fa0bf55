import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_LOAD_TIMEOUT_MS, REMOTE_SLOW_NOTICE_MS } from '@portfolio/shared/federation/loading';
import type { ExposedSectionModule, PropsOf, RemoteModuleId } from '@portfolio/shared/federation/contract';
import { RemoteErrorBoundary, RemoteSection, type RemoteLoader } from './RemoteSection';

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

  it("gives the fallback the skeleton's height, so what follows the section does not move", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail!: (error: Error) => void;
    const load = vi.fn(() => new Promise((_, reject) => (fail = reject))) as unknown as RemoteLoader;
    render(<RemoteSection id="contact/ContactPage" label="Contact" minHeight="60vh" load={load} />);
    expect(screen.getByTestId('section-skeleton')).toHaveStyle({ minHeight: '60vh' });
    fail(new Error('offline'));
    const alert = await screen.findByRole('alert');
    expect(alert.parentElement).toHaveStyle({ minHeight: '60vh' });
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

describe('RemoteSection time limits (fake timers)', () => {
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  function pendingLoads() {
    const loads: { resolve: (module: ExposedSectionModule<PropsOf<RemoteModuleId>>) => void }[] = [];
    const load = vi.fn(
      () =>
        new Promise((resolve) => {
          loads.push({ resolve });
        }),
    ) as unknown as RemoteLoader;
    return { load, loads };
  }

  it('says the section is still loading after the slow-notice delay, politely', async () => {
    vi.useFakeTimers();
    const { load, loads } = pendingLoads();
    render(<RemoteSection id="skills/SkillsPage" label="Skills" load={load} />);
    const skeleton = screen.getByTestId('section-skeleton');
    expect(skeleton).toHaveAttribute('aria-live', 'polite');
    await advance(REMOTE_SLOW_NOTICE_MS - 1);
    expect(screen.queryByTestId('section-slow-notice')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('section-slow-notice')).toHaveTextContent('Still loading Skills');
    expect(screen.getByRole('status')).toHaveTextContent('Still loading Skills');
    // A section that arrives after the notice (within the bound) simply appears.
    await act(async () => loads[0]!.resolve(moduleOf(() => <h1>Skills</h1>)));
    expect(screen.getByRole('heading', { name: 'Skills' })).toBeInTheDocument();
    expect(screen.queryByTestId('section-skeleton')).not.toBeInTheDocument();
  });

  it('shows the fallback at the bound, ignores the late answer, and Retry loads afresh', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, loads } = pendingLoads();
    render(<RemoteSection id="contact/ContactPage" label="Contact" load={load} />);
    await advance(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByTestId('remote-fallback')).toHaveTextContent('Contact is unavailable right now');

    // The first attempt answers after the section gave up: ignored, the fallback stays.
    const render1 = vi.fn(() => <h1>Contact late</h1>);
    await act(async () => loads[0]!.resolve(moduleOf(render1)));
    await advance(1000);
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    expect(render1).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenLastCalledWith('contact/ContactPage', 1);
    expect(screen.getByTestId('section-skeleton')).toBeInTheDocument();
    // A fresh attempt gets a fresh bound and a fresh slow notice.
    expect(screen.queryByTestId('section-slow-notice')).not.toBeInTheDocument();
    await act(async () => loads[1]!.resolve(moduleOf(() => <h1>Contact</h1>)));
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    // The bound of the finished attempt does not fire later.
    await advance(REMOTE_LOAD_TIMEOUT_MS * 2);
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('ignores a late failure too, and Retry after a time-out can time out again', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let rejectFirst!: (error: Error) => void;
    const load = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_, reject) => (rejectFirst = reject)))
      .mockImplementationOnce(() => new Promise(() => {})) as unknown as RemoteLoader;
    render(<RemoteSection id="projects/ProjectsStack" label="Projects" load={load} />);
    await advance(REMOTE_LOAD_TIMEOUT_MS);
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    await act(async () => rejectFirst(new Error('late failure')));
    expect(warn).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(REMOTE_LOAD_TIMEOUT_MS);
    expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("counts a hydrated section's bound from navigation start (its skeleton showed since first paint)", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load } = pendingLoads();
    const element = <RemoteSection id="skills/SkillsPage" label="Skills" load={load} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // The page has been showing the pre-rendered skeleton for 5 s when React hydrates it.
    vi.setSystemTime(performance.timeOrigin + 5000);
    const root = await act(async () => hydrateRoot(container, element));
    await advance(0);
    expect(container.querySelector('[data-testid="section-slow-notice"]')).not.toBeNull();
    await advance(REMOTE_LOAD_TIMEOUT_MS - 5000 - 1);
    expect(container.querySelector('[data-testid="remote-fallback"]')).toBeNull();
    await advance(1);
    expect(container.querySelector('[data-testid="remote-fallback"]')).not.toBeNull();
    act(() => root.unmount());
    container.remove();
  });

  it('reports nothing for a section that left before its bound', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load } = pendingLoads();
    const { unmount } = render(<RemoteSection id="skills/SkillsPage" label="Skills" load={load} />);
    await advance(REMOTE_SLOW_NOTICE_MS);
    unmount();
    await advance(REMOTE_LOAD_TIMEOUT_MS);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
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
