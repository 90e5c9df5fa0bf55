/** WCAG 2.2 colour maths, for every app that checks colours (brand icons, the projects' accents, content checks). */
export type Rgb = [number, number, number];

/** '#rrggbb', 'rrggbb', '#rgb' or 'rgb' to [r, g, b] in 0..255; null when it is not a colour. */
export function parseHex(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(colour.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

function rgbOf(colour: string): Rgb {
  const rgb = parseHex(colour);
  if (!rgb) throw new Error(`Not a hex colour: ${colour}`);
  return rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of an sRGB colour (WCAG 2.2), 0 for black to 1 for white. */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = rgbOf(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21, in either order. */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `amount` (0..1) of `to` mixed into `from`, in sRGB like CSS color-mix(in srgb). */
export function mix(from: string, to: string, amount: number): string {
  const [a, b] = [rgbOf(from), rgbOf(to)];
  return toHex(a.map((channel, index) => channel + (b[index]! - channel) * amount) as Rgb);
}

/**
 * `colour` itself if it has `minRatio` against `background`, otherwise `colour` mixed towards white
 * (dark backgrounds) or black (light ones) just enough to.
 */
export function readableColour(colour: string, background: string, minRatio: number): string {
  const towards = relativeLuminance(background) < 0.18 ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, towards, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towards;
}
