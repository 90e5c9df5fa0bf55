import { useEffect, useState, type RefObject } from 'react';
import type { IconRecord } from '@portfolio/shared/types/entities';
import type { ThemeName } from '@portfolio/shared/theme/tokens';
import { CLOUD_CONFIG, motionSettings } from '../data/cloudConfig';
import { startCloud, type CloudHandle } from '../renderer/startCloud';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const TOUCH = '(pointer: coarse)';

function currentTheme(): ThemeName {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function currentMotion() {
  return motionSettings({ touch: matches(TOUCH), reducedMotion: matches(REDUCED_MOTION) });
}

/**
 * Runs the cloud on `canvas` once mounted: only while at least 10% of `container` is on
 * screen and the tab is visible; follows the theme and the reduced-motion setting; tears
 * everything down on unmount. `failed` turns true if the cloud cannot start or breaks.
 */
export function useIconCloud(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  records: readonly IconRecord[],
): { failed: boolean } {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const container = containerRef.current;
    if (!canvas || !container || records.length === 0) return;

    let cloud: CloudHandle | null = null;
    let cancelled = false;
    let onScreen = typeof IntersectionObserver !== 'function';
    const update = () => cloud?.send({ type: 'running', running: onScreen && document.visibilityState !== 'hidden' });

    startCloud({
      canvas,
      records,
      theme: currentTheme(),
      motion: currentMotion(),
      onError: () => setFailed(true),
      isCancelled: () => cancelled,
    }).then(
      (started) => {
        if (cancelled) {
          started?.destroy();
          return;
        }
        cloud = started;
        // The theme or motion setting may have changed while it was starting.
        cloud?.send({ type: 'theme', theme: currentTheme() });
        update();
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );

    const visibility =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              const entry = entries.at(-1);
              if (!entry) return;
              onScreen = entry.isIntersecting && entry.intersectionRatio >= CLOUD_CONFIG.visibilityThreshold - 0.001;
              update();
            },
            { threshold: [0, CLOUD_CONFIG.visibilityThreshold] },
          )
        : null;
    visibility?.observe(container);
    document.addEventListener('visibilitychange', update);

    const themeWatcher = new MutationObserver(() => cloud?.send({ type: 'theme', theme: currentTheme() }));
    themeWatcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

    const motionQueries =
      typeof window.matchMedia === 'function' ? [window.matchMedia(REDUCED_MOTION), window.matchMedia(TOUCH)] : [];
    const onMotionChange = () => cloud?.send({ type: 'motion', motion: currentMotion() });
    for (const query of motionQueries) query.addEventListener('change', onMotionChange);

    return () => {
      cancelled = true;
      visibility?.disconnect();
      document.removeEventListener('visibilitychange', update);
      themeWatcher.disconnect();
      for (const query of motionQueries) query.removeEventListener('change', onMotionChange);
      cloud?.destroy();
      cloud = null;
    };
  }, [canvasRef, containerRef, records]);

  return { failed };
}
