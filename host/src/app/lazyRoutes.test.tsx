import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazyRoutes';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const page = (Route: React.ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <Route name="Ada" />
  </Suspense>
);

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

describe('lazyRoute', () => {
  it('fetches nothing until the route renders or is preloaded', () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    lazyRoute(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('renders whole in renderToString once preloaded (the build’s pre-render), and the fallback before', async () => {
    const Route = lazyRoute(() => Promise.resolve(Greeting));
    // renderToString waits for nothing: what suspends is written as its fallback.
    expect(renderToString(page(Route))).toContain('loading');
    await Route.preload();
    const html = renderToString(page(Route));
    expect(html).toContain('Hello <!-- -->Ada');
    expect(html).not.toContain('loading');
  });

  it('on a client render, suspends until its chunk is in, then shows the page', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let deliver: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (deliver = resolve)));
    const Route = lazyRoute(load);
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(page(Route)));
    expect(container).toHaveTextContent('loading');
    await act(async () => deliver(Greeting));
    expect(container).toHaveTextContent('Hello Ada');
    // The route and a preload share the one fetch.
    await Route.preload();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('keeps what is on screen when its chunk cannot be fetched, and says so (nothing thrown)', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const onLoadFailure = vi.fn();
    const Route = lazyRoute<{ name: string }>(() => Promise.reject(new Error('chunk 404')), onLoadFailure);
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(page(Route)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onLoadFailure).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('loading');
    act(() => root.unmount());
  });

  it('tries the fetch again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Route = lazyRoute<{ name: string }>(load);
    await expect(Route.preload()).rejects.toThrow('offline');
    await Route.preload();
    expect(renderToString(page(Route))).toContain('Hello <!-- -->Ada');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
