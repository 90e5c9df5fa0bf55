import { act, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATIC } from '@portfolio/shared/hydration/schedule';
import { IslandMarkupContext } from '@portfolio/shared/hydration/islandMarkup';
import { createWarmCache } from './warmCache';
import { Island } from '@portfolio/shared/ui/Island';
import { IslandFromMarkup } from './IslandFromMarkup';

function Counter() {
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
  cache.rememberIslands(
    new Map([
      ['tap', renderToString(<Counter />).replace('<button', '<button data-from-server=""')],
      ['quiet', '<p data-from-server="">static text</p>'],
    ]),
    IslandFromMarkup,
  );
  return render(
    <main>
      <Island name="tap" when={['interaction']}>
        <Counter />
      </Island>
      <Island name="quiet" when={STATIC}>
        <p>static text</p>
      </Island>
    </main>,
  );
}

/** A client render of `element` into a container of its own, as a navigation renders a route, in the host's context. */
function render(element: ReactNode): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<IslandMarkupContext value={cache.island}>{element}</IslandMarkupContext>));
  return container;
}

describe('IslandFromMarkup (an Island on a client-side navigation, its server HTML warmed)', () => {
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
    const page = render(
      <Island name="cold" when={['interaction']}>
        <Counter />
      </Island>,
    );
    expect(page.querySelector('button')?.textContent).toBe('count 0');
    expect(page.querySelector('[data-from-server]')).toBeNull();
  });
});
