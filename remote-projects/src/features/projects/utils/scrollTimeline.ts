import { scaleKeyframes } from './stackMaths';

/**
 * Whether the browser runs scroll-driven CSS animations (Chromium 115+, Safari 26+). Where it
 * does, the stack's shrink is a CSS animation on the list's view timeline (projects.css): no
 * script on the main thread, composited while scrolling, and the stack needs no hydration.
 * Elsewhere (Firefox today) framer-motion drives the same scale from the scroll position.
 * False on the server, which has no CSS object.
 */
export function supportsScrollTimeline(css: Pick<typeof CSS, 'supports'> | undefined = globalThis.CSS): boolean {
  return typeof css?.supports === 'function' && css.supports('animation-timeline: view()');
}

/**
 * The custom properties that give card `index` its CSS shrink (projects.css): where on the list's
 * `contain` range it starts and the scale it ends at. None for a card that never shrinks (the last).
 */
export function shrinkProperties(index: number, count: number): Record<string, string> {
  const { input, output } = scaleKeyframes(index, count);
  if (output[1] === output[0]) return {};
  return { '--shrink-start': `${Math.round(input[0] * 1e6) / 1e4}%`, '--shrink-to': String(output[1]) };
}
