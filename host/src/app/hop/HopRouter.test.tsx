import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Link, Route, Routes } from 'react-router-dom';
import { HopRouter } from './HopRouter';
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
});
