import { useMemo, useRef } from 'react';
import { useHydrated } from '@portfolio/shared/hooks/useHydrated';
import { useLoops } from '../hooks/useLoops';
import { createMeteors } from '../utils/meteors';

const FALL: Keyframe[] = [
  { transform: 'rotate(215deg) translateX(0)', opacity: 0 },
  { opacity: 1, offset: 0.05 },
  { opacity: 1, offset: 0.7 },
  { transform: 'rotate(215deg) translateX(-600px)', opacity: 0 },
];

/** Meteors placed after hydration, so the pre-rendered HTML has none to disagree with; still with reduced motion. */
export function Meteors({ running, reducedMotion }: { running: boolean; reducedMotion: boolean }) {
  const hydrated = useHydrated();
  const meteors = useMemo(() => (hydrated ? createMeteors() : []), [hydrated]);
  const containerRef = useRef<HTMLDivElement>(null);

  useLoops(
    () =>
      meteors.map(({ durationS, delayS }, index) => ({
        element: containerRef.current!.children[index]!,
        keyframes: FALL,
        timing: { duration: durationS * 1000, delay: delayS * 1000, easing: 'linear', fill: 'backwards' },
      })),
    { enabled: !reducedMotion && meteors.length > 0, running },
    meteors,
  );

  return (
    <div
      ref={containerRef}
      aria-hidden="true"
      // Below lg the text spans the window: the meteors keep to the band above it.
      className="pointer-events-none absolute inset-0 -z-10 overflow-hidden max-lg:bottom-auto max-lg:h-32"
      data-testid="meteors"
    >
      {meteors.map((meteor, index) => (
        <span
          key={index}
          // Placed through the CSSOM, which a strict style-src policy allows.
          ref={(element) =>
            void Object.assign(element?.style ?? {}, { left: `${meteor.left}%`, top: `${meteor.top}%` })
          }
          className="meteor"
          data-testid="meteor"
        />
      ))}
    </div>
  );
}
