import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ON_INTERACTION, STATIC } from '../hydration/schedule';
import { awaitsHydration, Island } from './Island';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ id }: { id: string }) {
  return (
    <main>
      <Island name={`static-${id}`} when={STATIC}>
        <Counter label="static" />
      </Island>
      <Island name={`tap-${id}`} when={['interaction']}>
        <Counter label="tap" />
      </Island>
      <Island name={`after-${id}`} when={ON_INTERACTION}>
        <Counter label="after" />
        <a href={`#more-${id}`}>more</a>
        <Island name={`inner-${id}`} when={STATIC}>
          <button type="button">inner</button>
        </Island>
      </Island>
    </main>
  );
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

async function hydratePage(id: string) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page id={id} />);
  document.body.append(container);
  const [staticButton, tapButton, afterButton, innerButton] = [...container.querySelectorAll('button')];
  await act(async () => {
    hydrateRoot(container!, <Page id={id} />);
  });
  return { staticButton: staticButton!, tapButton: tapButton!, afterButton: afterButton!, innerButton: innerButton! };
}

describe('Island', () => {
  it('keeps the server HTML of every island while hydrating, with no React on it', async () => {
    const { staticButton, tapButton } = await hydratePage('a');
    expect(isHydrated(staticButton)).toBe(false);
    expect(isHydrated(tapButton)).toBe(false);
    expect(container!.querySelector('[data-island="tap-a"]')).toHaveStyle({ display: 'contents' });
  });

  it('hydrates an interaction island in place at the first tap, which the part then handles', async () => {
    const { staticButton, tapButton } = await hydratePage('b');
    await act(async () => {
      tapButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      tapButton.click();
    });
    expect(container!.querySelectorAll('button')[1]).toBe(tapButton);
    expect(isHydrated(tapButton)).toBe(true);
    expect(tapButton).toHaveTextContent('tap 1');
    // A static island takes no tap: its server HTML stays as it is.
    await act(async () => staticButton.click());
    expect(isHydrated(staticButton)).toBe(false);
    expect(staticButton).toHaveTextContent('static 0');
  });

  it('renders at once on a client render (no server HTML)', async () => {
    const { createRoot } = await import('react-dom/client');
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container!).render(<Page id="c" />));
    const buttons = container.querySelectorAll('button');
    expect([...buttons].map((button) => isHydrated(button))).toEqual([true, true, true, true]);
  });

  it('leaves the first tap on an after-interaction island to its server HTML, then hydrates it once idle', async () => {
    const { afterButton } = await hydratePage('d');
    await act(async () => {
      afterButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      afterButton.click();
    });
    // Not hydrated inside the event: the tap cost no React work (and this server button has no handler).
    expect(isHydrated(afterButton)).toBe(false);
    expect(afterButton).toHaveTextContent('after 0');
    // jsdom has no requestIdleCallback: the fallback opens it 200 ms later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(isHydrated(afterButton)).toBe(true);
    await act(async () => afterButton.click());
    expect(afterButton).toHaveTextContent('after 1');
  });

  it('hydrates an after-interaction island only once the press that woke it has ended', async () => {
    const { afterButton } = await hydratePage('g');
    // A finger down on it, held: the browser is idle meanwhile, but React must not start now, or
    // the rest of the tap (its click) would wait for the hydration.
    await act(async () => afterButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(isHydrated(afterButton)).toBe(false);
    await act(async () => afterButton.click());
    expect(isHydrated(afterButton)).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(isHydrated(afterButton)).toBe(true);
  });

  it('does not wake an island for a tap on a static island nested in it', async () => {
    const { afterButton, innerButton } = await hydratePage('e');
    await act(async () => {
      innerButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      innerButton.click();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(isHydrated(afterButton)).toBe(false);
    expect(container!.querySelector('[data-island="inner-e"]')).toHaveAttribute('data-island-static');
  });

  it('tells whether an element is in server HTML React has yet to hydrate', async () => {
    const { staticButton, tapButton } = await hydratePage('g');
    expect(awaitsHydration(tapButton)).toBe(true);
    expect(awaitsHydration(staticButton)).toBe(true);
    expect(awaitsHydration(container!)).toBe(false);
    await act(async () => tapButton.click());
    expect(awaitsHydration(tapButton)).toBe(false);
    expect(awaitsHydration(staticButton)).toBe(true);
  });

  it('opens no gate for a click on a link this window does not follow: another site, a new tab, a download', async () => {
    const { staticButton } = await hydratePage('h');
    container!.insertAdjacentHTML(
      'beforeend',
      `<a href="https://github.com/x">GitHub</a><a href="/skills" target="_blank">tab</a><a href="/cv.pdf" download>CV</a>`,
    );
    const keepHere = (event: Event) => event.preventDefault();
    document.addEventListener('click', keepHere);
    for (const link of container!.querySelectorAll(':scope > a'))
      await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    document.removeEventListener('click', keepHere);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(isHydrated(staticButton)).toBe(false);
  });

  // Last: a click on a link opens every gate on the page, for the tests after it too.
  it("keeps every tap on an after-interaction island from React's root until it hydrates, a link's too", async () => {
    const { afterButton, staticButton } = await hydratePage('f');
    const link = container!.querySelector('[data-island="after-f"] a')!;
    // Heard on the way down to React's root (the document, capturing), as the root would hear it.
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(`${event.type} on ${(event.target as Element).localName}`);
    const heardTypes = ['pointerdown', 'mousedown', 'click', 'beforetoggle', 'toggle'];
    for (const type of heardTypes) document.addEventListener(type, hear, true);
    const tap = (target: Element) => {
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    // The platform popover's events when a tap opens it (they do not bubble; a capturing root hears them).
    const popover = (target: Element) => {
      target.dispatchEvent(new Event('beforetoggle'));
      target.dispatchEvent(new Event('toggle'));
    };
    await act(async () => tap(afterButton));
    await act(async () => popover(afterButton));
    expect(heard).toEqual([]);
    // A link's click is the host router's or the browser's; as a navigation it opens every gate.
    await act(async () => tap(link));
    expect(heard).toEqual([]);
    // Once hydrated, every tap reaches the root (and the island's own handlers) again.
    heard.length = 0;
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(isHydrated(afterButton)).toBe(true);
    expect(isHydrated(staticButton)).toBe(true);
    await act(async () => tap(afterButton));
    await act(async () => popover(afterButton));
    expect(heard).toEqual([
      'pointerdown on button',
      'mousedown on button',
      'click on button',
      'beforetoggle on button',
      'toggle on button',
    ]);
    expect(afterButton).toHaveTextContent('after 1');
    for (const type of heardTypes) document.removeEventListener(type, hear, true);
  });
});
