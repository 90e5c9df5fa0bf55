import type { Warmer } from './warmer';
import { routePathOf } from '../../utils/siteBase';

/** The route path a click on `target` would hop to (a same-origin link opening here), or null. */
export function linkRoutePath(target: EventTarget | null, origin: string): string | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const link = element?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return routePathOf(link.pathname);
}

type LinkWarmer = Pick<Warmer, 'press' | 'intent'>;

/**
 * Tells the warmer of every link the visitor reaches for, from the window (before any island
 * hydrates); on a phone, nothing hovers, so the finger going down is the only warning.
 */
export function warmOnLinkPresses(warmer: LinkWarmer, target: Window = window): void {
  const options = { capture: true, passive: true };
  const pathOf = (event: Event) => linkRoutePath(event.target, target.location.origin);
  const press = (event: Event) => {
    const path = pathOf(event);
    if (path) warmer.press(path);
  };
  target.addEventListener('pointerdown', press, options);
  target.addEventListener('touchstart', press, options);
  target.addEventListener('keydown', (event) => (event as KeyboardEvent).key === 'Enter' && press(event), options);
  const arrive = (event: Event) => {
    const path = pathOf(event);
    if (path) warmer.intent(path);
  };
  target.addEventListener('pointerover', arrive, options);
  target.addEventListener('focusin', arrive, options);
}
