import type { CSSProperties } from 'react';
import type { IconRecord } from '../types/entities';
import { chipIconColourFor } from '../brandIcons/iconColour';
import { iconStrokeWidth, iconViewBox } from '../brandIcons/iconViewBox';

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
  const stroke = iconStrokeWidth(icon.slug);
  return (
    <svg
      viewBox={iconViewBox(icon.slug)}
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
