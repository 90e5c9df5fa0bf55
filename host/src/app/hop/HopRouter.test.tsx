import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ON_INTERACTION } from '@portfolio/shared/hydration/schedule';
import { Island } from '@portfolio/shared/ui/Island';
import { flushSync } from 'react-dom';
import { Link, Route, Routes } from 'react-router-dom';
import type { RemoteName } from '@portfolio/shared/federation/contract';
import { HopRouter, hopRendersAtOnce } from './HopRouter';
import { createWarmCache, type WarmCache } from './warmCache';
import { createWarmUp, WarmUpContext } from './warmUp';

// Outside act(): act would flush every update at once, and what is checked here is when each one lands.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Site() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/education">Education</Link>
        <Link to="/skills">Skills</Link>
      </nav>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/education" element={<h1>Education page</h1>} />
        <Route path="/skills" element={<h1>Skills page</h1>} />
      </Routes>
    </>
  );
}

const heading = () => document.querySelector('h1')?.textContent;
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
/** Lets the click's microtasks run, and no task after them. */
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('HopRouter', () => {
  it('renders a hop to a page with nothing to wait for in one task after the frame of its click, any other as a transition', async () => {
    window.history.replaceState(null, '', '/skills');
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() =>
      root!.render(
        <WarmUpContext value={createWarmUp()}>
          <HopRouter basename="/">{<Site />}</HopRouter>
        </WarmUpContext>,
      ),
    );
    expect(heading()).toBe('Skills page');

    // Education has nothing to wait for: the click's frame comes first, then the page is drawn in one task.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    link('Education').click();
    await microtasks();
    expect(window.location.pathname).toBe('/education');
    expect(heading()).toBe('Skills page');
    expect(frames).toHaveLength(1);
    frames.shift()!(performance.now());
    expect(heading()).toBe('Skills page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heading()).toBe('Education page');

    // A hop superseded before its frame is not drawn over the later one.
    link('Education').click();
    link('Skills').click();
    for (const callback of frames.splice(0)) callback(performance.now());
    await vi.waitFor(() => expect(heading()).toBe('Skills page'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heading()).toBe('Skills page');
    expect(window.location.pathname).toBe('/skills');
    frame.mockRestore();

    // A remote route whose section has not been warmed, and Home, whose Latest writing has not: a
    // transition, which keeps the page until React's scheduler renders it in later tasks.
    for (const [name, shown] of [
      ['Skills', 'Skills page'],
      ['Home', 'Home page'],
    ] as const) {
      const before = heading();
      link(name).click();
      await microtasks();
      expect(heading()).toBe(before);
      await vi.waitFor(() => expect(heading()).toBe(shown));
    }

    // Back and forward go the same way.
    window.history.go(-2);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/education'));
    await vi.waitFor(() => expect(heading()).toBe('Education page'));
  });

  it('takes a click on a header link that is still server HTML, so React does not hydrate the header inside the click', async () => {
    window.history.replaceState(null, '', '/skills');
    const page = (
      <WarmUpContext value={createWarmUp()}>
        <HopRouter basename="/">
          <Island name="header" when={ON_INTERACTION}>
            <nav>
              <Link to="/education">Education</Link>
            </nav>
          </Island>
          <Routes>
            <Route path="/education" element={<h1>Education page</h1>} />
            <Route path="/skills" element={<h1>Skills page</h1>} />
          </Routes>
        </HopRouter>
      </WarmUpContext>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    root = hydrateRoot(container, page);
    const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    await vi.waitFor(() => expect(isHydrated(container.querySelector('h1')!)).toBe(true));
    expect(isHydrated(link('Education'))).toBe(false);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('Education').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/education');
    // Not inside the click: after it, once its island's gate has opened.
    expect(isHydrated(link('Education'))).toBe(false);
    await vi.waitFor(() => expect(heading()).toBe('Education page'));
    await vi.waitFor(() => expect(isHydrated(link('Education'))).toBe(true));
    expect(link('Education')).toHaveAttribute('href', '/education');
  });
});

/** A warm-up's cache holding these remotes' sections ready to draw: HTML in and stylesheets loaded. */
function showing(...remotes: RemoteName[]): WarmCache {
  const cache = createWarmCache();
  const done = <T,>(value: T) => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
  for (const remote of remotes) {
    cache.section(remote).markup = done({ base: 'https://remote.test/', markup: '', css: [] });
    cache.section(remote).stylesheets = { key: '', loaded: done(true) };
  }
  return cache;
}
const every = () => showing('skills', 'projects', 'contact', 'writing');

describe('hopRendersAtOnce', () => {
  it('renders a host page with nothing to wait for at once, whatever the path looks like', () => {
    expect(hopRendersAtOnce('/', every())).toBe(true);
    expect(hopRendersAtOnce('/education', every())).toBe(true);
    expect(hopRendersAtOnce('/Education/', every())).toBe(true);
  });

  it("renders a remote route at once only while its section's HTML and stylesheets are in", () => {
    expect(hopRendersAtOnce('/skills', every())).toBe(true);
    const onlyContact = showing('contact');
    expect(hopRendersAtOnce('/skills', onlyContact)).toBe(false);
    expect(hopRendersAtOnce('/contact/', onlyContact)).toBe(true);
  });

  it('keeps the transition for a prefix page, a lazy route, a path outside the site', () => {
    expect(hopRendersAtOnce('/writing/some-post', every())).toBe(false);
    expect(hopRendersAtOnce('/resume', every())).toBe(false);
    expect(hopRendersAtOnce(null, every())).toBe(false);
  });

  it("keeps it for Home while its static sections' HTML or stylesheets are not in", () => {
    expect(hopRendersAtOnce('/', showing('skills', 'projects', 'contact'))).toBe(false);
    expect(hopRendersAtOnce('/education', showing())).toBe(true);
  });

  it('keeps it for Home in single-page mode, where it stacks remote sections', () => {
    expect(hopRendersAtOnce('/', every(), true)).toBe(false);
  });
});
