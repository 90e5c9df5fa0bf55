import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import { TAGLINE_INTERVAL_MS } from '../data/taglines';
import { useTaglines } from '../hooks/useTaglines';

const SLIDE: KeyframeAnimationOptions = { duration: 600, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' };

/**
 * The rotating tagline: every phrase in one grid cell, so nothing shifts; screen readers get them once, as a
 * list. The slide is a Web Animation, which fires no events to wake React. Not `running`: the phrase holds.
 */
export function Tagline({ running }: { running: boolean }) {
  const m = useMessages();
  const taglines = useTaglines();
  const [active, setActive] = useState(0);
  const previous = (active - 1 + taglines.length) % taglines.length;
  const boxRef = useRef<HTMLParagraphElement>(null);
  const shownRef = useRef(active);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setActive((current) => (current + 1) % taglines.length), TAGLINE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, taglines.length]);

  useEffect(() => {
    const before = shownRef.current;
    shownRef.current = active;
    if (before === active) return;
    const incoming = boxRef.current?.children[active];
    const outgoing = boxRef.current?.children[before];
    if (typeof incoming?.animate !== 'function') return;
    incoming.animate([{ transform: 'translateY(125%)' }, { transform: 'none' }], SLIDE);
    outgoing?.animate([{ transform: 'none' }, { transform: 'translateY(-125%)' }], SLIDE);
  }, [active]);

  return (
    <div className="mt-6">
      <ul className="sr-only" aria-label={m.tagline_list_label({})}>
        {taglines.map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </ul>
      <p
        ref={boxRef}
        aria-hidden="true"
        className="tagline-box grid py-1 font-display text-xl font-medium text-ink sm:text-2xl"
        data-testid="tagline"
      >
        {taglines.map((phrase, index) => (
          <span
            key={phrase}
            className="tagline-phrase flex items-start gap-3"
            data-active={index === active}
            data-state={index === active ? 'active' : index === previous ? 'before' : 'after'}
          >
            {/* At the middle of the first line, whether the phrase takes one line or two: it never moves. */}
            <span className="mt-[0.5lh] h-px w-8 shrink-0 bg-gradient-to-r from-accent to-accent-2" />
            <span>{phrase}</span>
          </span>
        ))}
      </p>
    </div>
  );
}
