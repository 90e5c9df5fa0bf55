import type { SVGProps } from 'react';

/**
 * A decorative 24×24 line icon drawn in the text colour: the SVG frame every app's small icons
 * share (children are its paths). Hidden from assistive technology; the control it sits in has
 * the name.
 */
export function LineIcon({ strokeWidth = 2, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}
