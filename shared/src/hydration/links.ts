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
