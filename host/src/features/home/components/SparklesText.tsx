import { useEffect, useRef } from 'react';
import { SPARKLE_COUNT } from '../utils/sparkles';
import { type SparkleField, startSparkleField } from '../utils/sparkleField';

interface Props {
  text: string;
  /** False while the hero is off screen or the tab hidden: the sparkles pause. */
  running: boolean;
  /** With reduced motion no sparkle is drawn at all. */
  reducedMotion: boolean;
  count?: number;
}

const STAR_PATH = 'M10 0C10.7 6.3 13.7 9.3 20 10C13.7 10.7 10.7 13.7 10 20C9.3 13.7 6.3 10.7 0 10C6.3 9.3 9.3 6.3 10 0Z';

/** Gradient text with twinkling stars whose lifecycle runs in Web Animations, not in React. */
export function SparklesText({ text, running, reducedMotion, count = SPARKLE_COUNT }: Props) {
  const starRefs = useRef<(SVGSVGElement | null)[]>([]);
  const fieldRef = useRef<SparkleField | null>(null);
  const runningRef = useRef(running);
  runningRef.current = running;

  useEffect(() => {
    const stars = starRefs.current.filter((star): star is SVGSVGElement => star !== null);
    if (reducedMotion || stars.length === 0 || typeof stars[0]!.animate !== 'function') return;
    const field = startSparkleField(stars, { running: runningRef.current });
    fieldRef.current = field;
    return () => {
      field.stop();
      fieldRef.current = null;
    };
  }, [reducedMotion, count]);

  useEffect(() => {
    fieldRef.current?.setRunning(running);
  }, [running]);

  return (
    <span className="relative inline-block">
      <span className="text-gradient" data-testid="sparkles-text">
        {text}
      </span>
      {!reducedMotion && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-0">
          {Array.from({ length: count }, (_, index) => (
            <svg
              key={index}
              ref={(element) => {
                starRefs.current[index] = element;
              }}
              className="sparkle"
              data-testid="sparkle"
              viewBox="0 0 20 20"
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
