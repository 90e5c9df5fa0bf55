import { openIslandsForNavigation } from '@portfolio/shared/ui/Island';
import { routePathOf } from '../utils/siteBase';
import { takeHeldClick } from './holdClicks';

/**
 * Called once the app is ready: a header click held before it is replayed as the router's
 * navigation to its link's route (the held full load cancelled). Not by clicking the link again:
 * the header may still be server HTML, which React would have to hydrate inside that click.
 */
export function replayHeldClick(navigate: (to: string) => void, page: Window = window): void {
  const held = takeHeldClick(page);
  if (!held) return;
  const { link } = held;
  const route = routePathOf(link.pathname);
  // A task of its own: the commit that calls this is over first.
  setTimeout(() => {
    if (!link.isConnected) return;
    if (route === null) {
      page.location.assign(link.href);
      return;
    }
    // React cannot update a boundary it has not hydrated: the islands still in server HTML open first.
    openIslandsForNavigation();
    navigate(`${route}${link.search}${link.hash}`);
  }, 0);
}
