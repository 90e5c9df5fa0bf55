import { createElement, lazy, type ComponentType } from 'react';

/** A route component in a chunk of its own, and the call that fetches that chunk ahead. */
export type LazyRoute<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/** The path this document was loaded at (the page whose HTML the server sent). */
const documentPath = typeof location === 'undefined' ? null : location.pathname;

/**
 * A lazy route whose chunk failed: on the page the server sent, its HTML is there already and
 * stays (a static page needs no code); after a client-side navigation, the browser loads the
 * route's page from the server instead.
 */
function loadThePageInstead(): void {
  if (typeof location !== 'undefined' && location.pathname !== documentPath) location.assign(location.href);
}

/**
 * A route component whose code is a chunk of its own, fetched when the route first renders
 * (React.lazy: it suspends meanwhile) or when `preload` asks for it.
 *
 * Once the chunk is in, the route renders its component at once, without suspending: the build's
 * pre-render (renderToString, which writes the fallback of whatever suspends instead of waiting)
 * calls `preload` first and gets the page whole. During hydration a route whose chunk is not in yet
 * suspends inside the app's Suspense, and React keeps that boundary's server HTML until it is.
 * A chunk that fails to load is `onLoadFailure`'s (by default loadThePageInstead).
 */
export function lazyRoute<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onLoadFailure: () => void = loadThePageInstead,
): LazyRoute<Props> {
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
  // A chunk that does not come (network gone, a deploy in between) must not take the page down:
  // thrown, the error would unmount the whole app, server HTML included. The route keeps
  // suspending instead, so what is on screen stays, and onLoadFailure gets the page another way.
  const Lazy = lazy(() =>
    fetchComponent().then(
      (component) => ({ default: component }),
      () => {
        onLoadFailure();
        return new Promise<never>(() => {});
      },
    ),
  );
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
