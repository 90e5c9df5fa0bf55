import { useEffect, useState, type RefObject } from 'react';
import type { IconRecord } from '@portfolio/shared/types/entities';
import type { ThemeName } from '@portfolio/shared/theme/tokens';
import { CLOUD_CONFIG, motionSettings } from '../data/cloudConfig';
import { createCloudRenderer, type CloudRenderer } from '../renderer/cloudRenderer';

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

    let renderer: CloudRenderer;
    try {
      renderer = createCloudRenderer({
        canvas,
        records,
        theme: currentTheme(),
        motion: currentMotion(),
        onError: () => setFailed(true),
      });
    } catch {
      setFailed(true);
      return;
    }

    let onScreen = typeof IntersectionObserver === 'undefined';
    const update = () => renderer.setRunning(onScreen && document.visibilityState !== 'hidden');

    const visibility = typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            const entry = entries.at(-1);
            if (!entry) return;
            onScreen = entry.isIntersecting && entry.intersectionRatio >= CLOUD_CONFIG.visibilityThreshold - 0.001;
            update();
          },
          { threshold: [0, CLOUD_CONFIG.visibilityThreshold] },
        );
    visibility?.observe(container);
    document.addEventListener('visibilitychange', update);

    const themeWatcher = new MutationObserver(() => renderer.setTheme(currentTheme()));
    themeWatcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

    const motionQueries = typeof window.matchMedia === 'function' ? [window.matchMedia(REDUCED_MOTION), window.matchMedia(TOUCH)] : [];
    const onMotionChange = () => renderer.setMotion(currentMotion());
    for (const query of motionQueries) query.addEventListener('change', onMotionChange);

    // The backing store follows the shown size; a resize needs a redraw even when still.
    const resizeWatcher = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => renderer.redraw());
    resizeWatcher?.observe(canvas);

    update();
    return () => {
      visibility?.disconnect();
      document.removeEventListener('visibilitychange', update);
      themeWatcher.disconnect();
      resizeWatcher?.disconnect();
      for (const query of motionQueries) query.removeEventListener('change', onMotionChange);
      renderer.destroy();
    };
  }, [canvasRef, containerRef, records]);

  return { failed };
}
