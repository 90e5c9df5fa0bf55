import { createElement, lazy, type ComponentType } from 'react';

/** A route component in a chunk of its own, and the call that fetches that chunk ahead. */
export type LazyRoute<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A route component whose code is a chunk of its own, fetched when the route first renders
 * (React.lazy: it suspends meanwhile) or when `preload` asks for it.
 *
 * Once the chunk is in, the route renders its component at once, without suspending: the build's
 * pre-render (renderToString, which writes the fallback of whatever suspends instead of waiting)
 * calls `preload` first and gets the page whole. During hydration a route whose chunk is not in yet
 * suspends inside the app's Suspense, and React keeps that boundary's server HTML until it is.
 */
export function lazyRoute<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyRoute<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchComponent = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed fetch is tried again next time
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchComponent() }));
  function Route(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Route, { preload: () => fetchComponent().then(() => undefined) });
}

/**
 * The résumé: its page and the skills and projects content it shows are a chunk of their own,
 * fetched on /resume only, so the main chunk every page evaluates at boot is without them (issue 33).
 */
export const LazyResumeRoute = lazyRoute(() => import('./ResumeRoute').then((module) => module.ResumeRoute));

/** Every lazy route: the build's pre-render loads them all before it renders a page. */
export const LAZY_ROUTES: readonly LazyRoute<object>[] = [LazyResumeRoute];
