import type { CSSProperties } from 'react';
import type { IconRecord } from '../types/entities';
import { chipIconColourFor } from '../brandIcons/iconColour';

/** Icons drawn as a logo plus a wordmark, unreadable at icon size: a view box on the logo alone. */
const LOGO_ONLY_VIEW_BOX: Readonly<Record<string, string>> = { mysql: '13.5 2.5 10.4 10.4' };

/**
 * Icons drawn in hairlines that all but vanish at 16 px, widened by a stroke in their own colour
 * (view box units). MySQL: the dolphin's outline.
 */
const HAIRLINE_STROKE: Readonly<Record<string, number>> = { mysql: 0.6 };

interface BrandIconProps {
  icon: IconRecord;
  /** CSS pixels, as attributes: the box is reserved before any style sheet applies. */
  size?: number;
  className?: string;
}

/** A decorative brand icon in its brand colour, or that colour made to stand out from its chip (chipIconColourFor). */
export function BrandIcon({ icon, size = 16, className = 'size-4' }: BrandIconProps) {
  const colours = {
    '--brand-dark': chipIconColourFor(icon.hex, 'dark'),
    '--brand-light': chipIconColourFor(icon.hex, 'light'),
  } as CSSProperties;
  const stroke = HAIRLINE_STROKE[icon.slug];
  return (
    <svg
      viewBox={LOGO_ONLY_VIEW_BOX[icon.slug] ?? '0 0 24 24'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={colours}
      className={`shrink-0 fill-(--brand-dark) light:fill-(--brand-light) ${stroke ? 'stroke-(--brand-dark) light:stroke-(--brand-light)' : ''} ${className}`}
    >
      <path d={icon.path} strokeWidth={stroke} strokeLinejoin={stroke ? 'round' : undefined} />
    </svg>
  );
}
