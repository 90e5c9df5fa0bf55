import { openIslandsForNavigation } from '@portfolio/shared/ui/Island';
import { routePathOf } from '../utils/siteBase';

/** What /theme-init.js leaves on the window for a header click that came before the app was ready. */
interface HeldClickWindow {
  __heldClick?: { link: HTMLAnchorElement; timer: number } | null;
}

/**
 * Called once the app is ready (hydrated, `data-app-ready` set): from then on /theme-init.js lets
 * header clicks through to React. A click it held before is replayed as the router's navigation to
 * its link's route, and the full page load it had scheduled as a fallback is cancelled.
 *
 * Not by clicking the link again: the header may still be server HTML (it hydrates when idle after
 * the visitor's first interaction), and React then has to hydrate it synchronously inside that click
 * for its Link to take it. In WebKitGTK it sometimes could not (1 of 6 runs), and the click went on
 * to the browser, which loaded the whole page again.
 */
export function replayHeldClick(navigate: (to: string) => void, page: Window = window): void {
  const held = (page as unknown as HeldClickWindow).__heldClick;
  (page as unknown as HeldClickWindow).__heldClick = null;
  if (!held) return;
  clearTimeout(held.timer);
  const { link } = held;
  const route = routePathOf(link.pathname);
  // In a task of its own, not inside the effect that calls this: the page's commit is over first.
  setTimeout(() => {
    if (!link.isConnected) return;
    if (route === null) {
      page.location.assign(link.href); // outside the app's base: the server's page
      return;
    }
    // A navigation the page starts itself: the islands still in server HTML are opened first, as a
    // click on a link opens them (React cannot update a boundary it has not hydrated).
    openIslandsForNavigation();
    navigate(`${route}${link.search}${link.hash}`);
  }, 0);
}
