import { useRef } from 'react';
import { useLoops } from '../hooks/useLoops';
import { SPARKLE_COUNT } from '../utils/sparkles';
import { startSparkleField } from '../utils/sparkleField';

type Props = { text: string; running: boolean; reducedMotion: boolean };

/** A four-point star centred on (0, 0), 20 px across. */
const STAR_PATH =
  'M0 -10C0.7 -3.7 3.7 -0.7 10 0C3.7 0.7 0.7 3.7 0 10C-0.7 3.7 -3.7 0.7 -10 0C-3.7 -0.7 -0.7 -3.7 0 -10Z';

/** Gradient text with twinkling stars whose lifecycle runs in Web Animations; none with reduced motion. */
export function SparklesText({ text, running, reducedMotion }: Props) {
  const starRefs = useRef<(SVGSVGElement | null)[]>([]);
  useLoops(
    () =>
      startSparkleField(starRefs.current.filter((star): star is SVGSVGElement => typeof star?.animate === 'function')),
    { enabled: !reducedMotion, running },
  );

  return (
    <span className="relative inline-block">
      <span className="text-gradient" data-testid="sparkles-text">
        {text}
      </span>
      {!reducedMotion && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-0">
          {Array.from({ length: SPARKLE_COUNT }, (_, index) => (
            <svg
              key={index}
              ref={(element) => void (starRefs.current[index] = element)}
              className="sparkle"
              data-testid="sparkle"
              data-tone={index % 2 === 0 ? 'first' : 'second'}
              focusable="false"
            >
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
          ))}
        </span>
      )}
    </span>
  );
}
