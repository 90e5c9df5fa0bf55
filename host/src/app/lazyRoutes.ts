import { createElement, lazy, type ComponentType } from 'react';

/** The path of the page whose HTML the server sent. */
const documentPath = typeof location === 'undefined' ? null : location.pathname;

/** On the server's page its HTML stays (a static page needs no code); after a hop, load the page from the server. */
function loadThePageInstead(): void {
  if (typeof location !== 'undefined' && location.pathname !== documentPath) location.assign(location.href);
}

/** A route in its own chunk, rendered without suspending once in (the build preloads before renderToString). */
export function lazyRoute<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  onLoadFailure: () => void = loadThePageInstead,
): ComponentType<Props> & { preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchComponent = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // tried again next time
        throw error;
      },
    ));
  // A chunk that never comes must not unmount the app: the route keeps suspending, onLoadFailure gets the page.
  const Lazy = lazy(() =>
    fetchComponent().then(
      (component) => ({ default: component }),
      () => {
        onLoadFailure();
        return new Promise<never>(() => {});
      },
    ),
  );
  const Route = (props: Props) => createElement(loaded ?? Lazy, props);
  return Object.assign(Route, { preload: () => fetchComponent().then(() => undefined) });
}

/** The résumé and the content it shows, fetched when /resume renders in the browser: the main chunk is without them. */
export const LazyResumeRoute = lazyRoute(() => import('./ResumeRoute').then((module) => module.ResumeRoute));
