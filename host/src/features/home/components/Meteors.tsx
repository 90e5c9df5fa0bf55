import { type CSSProperties, useState } from 'react';
import { createMeteors, METEOR_COUNT } from '../utils/meteors';

/** Decorative meteors; the hero clips them, so they never widen the page. */
export function Meteors({ count = METEOR_COUNT }: { count?: number }) {
  const [meteors] = useState(() => createMeteors(count));
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden" data-testid="meteors">
      {meteors.map((meteor, index) => (
        <span
          key={index}
          className="meteor"
          data-testid="meteor"
          style={
            {
              left: `${meteor.left}%`,
              '--meteor-top': `${meteor.top}%`,
              '--meteor-delay': `${meteor.delayS}s`,
              '--meteor-duration': `${meteor.durationS}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
