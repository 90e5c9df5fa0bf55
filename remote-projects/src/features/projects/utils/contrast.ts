/** WCAG 2.2 colour maths, used to turn a project's accent into readable text colours. */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` (0..1) of `to` mixed into `from`, in sRGB like CSS color-mix(in srgb). */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/**
 * The accent itself if it reads on `background` at `minRatio`, otherwise the accent
 * mixed towards white (dark backgrounds) or black (light ones) just enough to.
 */
export function readableAccent(accent: string, background: string, minRatio = 4.5): string {
  const towards = relativeLuminance(background) < 0.18 ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(accent, towards, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towards;
}
