import type { CSSProperties } from 'react';
import type { IconRecord } from '@portfolio/shared/types/entities';
import { iconColourFor } from '../lib/brand-icons/contrast';
import { iconViewBox } from '../lib/brand-icons/iconViewBox';

interface BrandIconProps {
  icon: IconRecord;
  className?: string;
}

/**
 * A brand icon inline, decorative (its name is always shown beside it), in the brand
 * colour or the theme's fallback when that colour would vanish into the background.
 */
export function BrandIcon({ icon, className = 'size-4' }: BrandIconProps) {
  const colours = {
    '--brand-dark': iconColourFor(icon.hex, 'dark'),
    '--brand-light': iconColourFor(icon.hex, 'light'),
  } as CSSProperties;
  return (
    <svg
      viewBox={iconViewBox(icon.slug)}
      aria-hidden="true"
      focusable="false"
      style={colours}
      className={`shrink-0 fill-(--brand-dark) light:fill-(--brand-light) ${className}`}
    >
      <path d={icon.path} />
    </svg>
  );
}
