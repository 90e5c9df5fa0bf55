import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExposedSectionModule, PropsOf } from '@portfolio/shared/federation/contract';
import { IDLE_TIMEOUT_MS } from '@portfolio/shared/hydration/schedule';
import { PrerenderedSection } from './PrerenderedSection';

type Module = ExposedSectionModule<PropsOf<'skills/SkillsPage'>>;

function Counter({ variant }: { variant?: string; siteBase?: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h1>Skills {variant}</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

const counterModule = { default: Counter } as unknown as Module;
/** What the remote's build writes for the section (shared/build/fragmentPlugin.ts), inside its wrapper. */
const markupOf = (element: React.ReactElement) => renderToString(element);

afterEach(() => vi.useRealTimers());

describe('PrerenderedSection', () => {
  it('shows the pre-rendered HTML at once, then hydrates those same elements', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const { unmount } = render(
      <PrerenderedSection
        id="skills/SkillsPage"
        markup={markupOf(<Counter variant="page" siteBase="/" />)}
        loadModule={() => Promise.resolve(counterModule)}
        props={{ variant: 'page' }}
        onError={onError}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Skills page' });
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    expect(button.closest('[data-mf-remote="skills"]')).not.toBeNull();

    // Before hydration the button is HTML only: a click changes nothing.
    act(() => button.click());
    expect(button).toHaveTextContent('Clicked 0');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS + 250);
    });
    vi.useRealTimers();
    await userEvent.click(button);
    // The same elements, now React's: hydrated, not drawn again.
    expect(button).toHaveTextContent('Clicked 1');
    expect(screen.getByRole('heading', { name: 'Skills page' })).toBe(heading);
    expect(onError).not.toHaveBeenCalled();
    unmount();
  });

  it('reports a section that throws while hydrating, for the route to render it instead', async () => {
    const failing = {
      default: () => {
        throw new Error('section broke');
      },
    } as unknown as Module;
    const onError = vi.fn();
    render(
      <PrerenderedSection
        id="skills/SkillsPage"
        markup="<section><h1>Skills</h1></section>"
        loadModule={() => Promise.resolve(failing)}
        onError={onError}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Skills' })).toBeInTheDocument();
    // Outside act(), as in a browser: inside it React hands the error to the test, not to the root.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await vi.waitFor(
        () => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'section broke' })),
        {
          timeout: IDLE_TIMEOUT_MS + 2000,
        },
      );
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('never hydrates a section that was left before it was idle', async () => {
    vi.useFakeTimers();
    const render_ = vi.fn(Counter);
    const { unmount } = render(
      <PrerenderedSection
        id="skills/SkillsPage"
        markup={markupOf(<Counter variant="page" />)}
        loadModule={() => Promise.resolve({ default: render_ } as unknown as Module)}
        onError={vi.fn()}
      />,
    );
    unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS + 250);
    });
    expect(render_).not.toHaveBeenCalled();
  });

  it('shows the HTML while its module is on its way, and hydrates once it has come', async () => {
    let arrive: (module: Module) => void = () => undefined;
    const module = new Promise<Module>((resolve) => (arrive = resolve));
    render(
      <PrerenderedSection
        id="skills/SkillsPage"
        markup={markupOf(<Counter variant="page" siteBase="/" />)}
        loadModule={() => module}
        props={{ variant: 'page' }}
        onError={vi.fn()}
      />,
    );
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    // Idle has come and gone, the code has not: still the HTML, a click changes nothing.
    await new Promise((resolve) => setTimeout(resolve, IDLE_TIMEOUT_MS + 100));
    await userEvent.click(button);
    expect(button).toHaveTextContent('Clicked 0');

    await act(async () => arrive(counterModule));
    await vi.waitFor(async () => {
      await userEvent.click(button);
      expect(button).not.toHaveTextContent('Clicked 0');
    });
  });

  it('reports a module that failed to load, for the route to show its fallback', async () => {
    const onError = vi.fn();
    const module = Promise.reject(new Error('remote down'));
    module.catch(() => undefined); // a load that failed: handled once the island would hydrate
    render(
      <PrerenderedSection
        id="skills/SkillsPage"
        markup="<section><h1>Skills</h1></section>"
        loadModule={() => module}
        onError={onError}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Skills' })).toBeInTheDocument();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'remote down' })), {
      timeout: IDLE_TIMEOUT_MS + 2000,
    });
  });
});
