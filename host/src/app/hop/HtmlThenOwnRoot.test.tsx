import { useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExposedSectionModule, PropsOf } from '@portfolio/shared/federation/contract';
import { IDLE_TIMEOUT_MS, STATIC } from '@portfolio/shared/hydration/schedule';
import { LocaleProvider, useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { Island, IslandMarkupContext } from '@portfolio/shared/ui/Island';
import { PrerenderedSection } from './HtmlThenOwnRoot';
import { createWarmCache } from './warmCache';

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

/** A host page as the server sends it, with these islands in its main content. */
const serverPage = (islands: Record<string, string>) =>
  new DOMParser().parseFromString(
    `<main id="main">${Object.entries(islands)
      .map(([name, markup]) => `<div data-island="${name}">${markup}</div>`)
      .join('')}</main>`,
    'text/html',
  );

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

describe('IslandFromMarkup (an Island on a client-side navigation, its server HTML warmed)', () => {
  function TapCounter() {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        count {count}
      </button>
    );
  }

  const isReactRoot = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactContainer'));

  let cache = createWarmCache();
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = container = null;
    cache = createWarmCache();
    vi.useRealTimers();
  });

  /** A client render (a navigation) of a page with two islands whose server HTML was warmed. */
  function navigateTo() {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // The server's HTML of each island, as it would be warmed; marked to tell it from a React render.
    cache.rememberIslandsOf(
      serverPage({
        tap: renderToString(<TapCounter />).replace('<button', '<button data-from-server=""'),
        quiet: '<p data-from-server="">static text</p>',
      }),
    );
    return renderInHost(
      <main>
        <Island name="tap" when={['interaction']}>
          <TapCounter />
        </Island>
        <Island name="quiet" when={STATIC}>
          <p>static text</p>
        </Island>
      </main>,
    );
  }

  /** A client render of `element` into a container of its own, as a navigation renders a route, in the host's context. */
  function renderInHost(element: ReactNode): HTMLElement {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root!.render(<IslandMarkupContext value={cache.island}>{element}</IslandMarkupContext>));
    return container;
  }

  it("draws the server's HTML in the navigation's own commit, before any hydration", () => {
    const page = navigateTo();
    const button = page.querySelector('[data-island="tap"] button')!;
    expect(button.hasAttribute('data-from-server')).toBe(true);
    expect(button.textContent).toBe('count 0');
    expect(isReactRoot(page.querySelector('[data-island="tap"]')!)).toBe(false);
  });

  it('then hydrates those same elements, which then work', async () => {
    vi.useFakeTimers();
    const page = navigateTo();
    const button = page.querySelector<HTMLButtonElement>('[data-island="tap"] button')!;
    await act(async () => {
      vi.advanceTimersByTime(600); // idle, or the bound at the latest
    });
    expect(isReactRoot(page.querySelector('[data-island="tap"]')!)).toBe(true);
    expect(page.querySelector('[data-island="tap"] button')).toBe(button);
    act(() => button.click());
    expect(button.textContent).toBe('count 1');
  });

  it("hydrates in the page's language: its own root renders what the German page wrote, and stays German", async () => {
    vi.useFakeTimers();
    function Greeting() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          {useLocale() === 'de' ? 'Hallo' : 'Hello'} {count}
        </button>
      );
    }
    const german = (element: ReactNode) => <LocaleProvider locale="de">{element}</LocaleProvider>;
    cache.rememberIslandsOf(serverPage({ greeting: renderToString(german(<Greeting />)) }));
    const page = renderInHost(
      german(
        <Island name="greeting" when={['interaction']}>
          <Greeting />
        </Island>,
      ),
    );
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    const button = page.querySelector<HTMLButtonElement>('[data-island="greeting"] button')!;
    expect(isReactRoot(page.querySelector('[data-island="greeting"]')!)).toBe(true);
    act(() => button.click());
    expect(page.querySelector('[data-island="greeting"] button')).toBe(button);
    expect(button.textContent).toBe('Hallo 1');
  });

  it('never hydrates a static island: its HTML is all it is', async () => {
    vi.useFakeTimers();
    const page = navigateTo();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    const quiet = page.querySelector('[data-island="quiet"]')!;
    expect(quiet.hasAttribute('data-island-static')).toBe(true);
    expect(isReactRoot(quiet)).toBe(false);
    expect(quiet.innerHTML).toBe('<p data-from-server="">static text</p>');
  });

  it('renders an island whose HTML was not warmed as a component', () => {
    cache = createWarmCache();
    const page = renderInHost(
      <Island name="cold" when={['interaction']}>
        <TapCounter />
      </Island>,
    );
    expect(page.querySelector('button')?.textContent).toBe('count 0');
    expect(page.querySelector('[data-from-server]')).toBeNull();
  });
});
