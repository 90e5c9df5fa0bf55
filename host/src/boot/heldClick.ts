import { openIslandsForNavigation } from '@portfolio/shared/ui/Island';
import { routePathOf } from '../utils/siteBase';
import { takeHeldClick } from './holdClicks';

/** Replays a held header click as a navigation: a second click could hit server HTML React hydrates inside it. */
export function replayHeldClick(navigate: (to: string) => void, page: Window = window): void {
  const link = takeHeldClick(page)?.link;
  if (!link) return;
  const route = routePathOf(link.pathname);
  // Its own task: the commit calling this is over first.
  setTimeout(() => {
    if (!link.isConnected) return;
    if (route === null) {
      page.location.assign(link.href);
      return;
    }
    // React cannot update a boundary it has not hydrated.
    openIslandsForNavigation();
    navigate(`${route}${link.search}${link.hash}`);
  }, 0);
}
