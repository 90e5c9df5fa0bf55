/** What /theme-init.js leaves on the window for a header click that came before the app was ready. */
interface HeldClickWindow {
  __heldClick?: { link: HTMLAnchorElement; timer: number } | null;
}

/**
 * Called once the app is ready (hydrated, `data-app-ready` set): from then on /theme-init.js lets
 * header clicks through to React. A click it held before is replayed on its link, through the
 * listeners every click now meets (the islands open, React Router navigates), and the full page
 * load it had scheduled as a fallback is cancelled.
 */
export function replayHeldClick(page: Window = window): void {
  const held = (page as unknown as HeldClickWindow).__heldClick;
  (page as unknown as HeldClickWindow).__heldClick = null;
  if (!held) return;
  clearTimeout(held.timer);
  // In a task of its own, not inside the effect that calls this: React hydrates the header for a
  // click only from outside its own commit; inside it, it would drop the click to the browser (a reload).
  setTimeout(() => {
    if (held.link.isConnected) held.link.click();
  }, 0);
}
