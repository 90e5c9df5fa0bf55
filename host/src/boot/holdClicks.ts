import { APP_START_WITHIN_MS } from './bootConfig';

type HeldClick = { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> };

/** The boot module and the app are separate scripts: the held click is handed over on the window. */
type PageWithHeldClick = Window & { __heldClick?: HeldClick | null };

/** The link matching `links` at or around `target` that opens in this page's window, or null (one for the browser). */
export function linkAt(target: EventTarget | null, links: string, page: Window = window): HTMLAnchorElement | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const link = element?.closest(links);
  if (!(link instanceof HTMLAnchorElement) || link.origin !== page.location.origin) return null;
  return (link.target && link.target !== '_self') || link.hasAttribute('download') ? null : link;
}

/** The link matching `links` that a plain left click asks to follow in this page's window (linkAt), or null. */
export function linkClicked(event: MouseEvent, links: string, page: Window = window): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return linkAt(event.target, links, page);
}

/** Until the app is ready, a plain header link click is held for it, or loaded after APP_START_WITHIN_MS. */
export function holdHeaderClicks(page: PageWithHeldClick = window, onHold: () => void = () => {}): void {
  const hold = (event: MouseEvent) => {
    const root = page.document.documentElement.dataset;
    if (root.appReady === 'true' || root.boot === 'document') return;
    const link = linkClicked(event, '[data-island="header"] a[href]', page);
    if (!link) return;
    event.preventDefault();
    if (page.__heldClick) clearTimeout(page.__heldClick.timer);
    const timer = setTimeout(() => {
      page.__heldClick = null;
      page.location.assign(link.href);
    }, APP_START_WITHIN_MS);
    page.__heldClick = { link, timer };
    onHold();
  };
  page.addEventListener('click', hold, true);
}

/** The held click, if any, its fallback load cancelled. */
export function takeHeldClick(page: PageWithHeldClick = window): HeldClick | null {
  const held = page.__heldClick ?? null;
  page.__heldClick = null;
  if (held) clearTimeout(held.timer);
  return held;
}

export function clickIsHeld(page: PageWithHeldClick = window): boolean {
  return Boolean(page.__heldClick);
}
