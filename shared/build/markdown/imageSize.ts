/** An image's intrinsic width and height from its bytes (PNG, SVG, WebP, JPEG), so it reserves its space. */
export function imageSize(bytes: Uint8Array, name: string): { width: number; height: number } {
  const buffer = Buffer.from(bytes);
  if (buffer.subarray(1, 4).toString('latin1') === 'PNG')
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
  if (buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP') {
    const chunk = buffer.subarray(12, 16).toString('latin1');
    if (chunk === 'VP8X') return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3) };
    if (chunk === 'VP8L') {
      const bits = buffer.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === 'VP8 ') return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
  }
  if (buffer[0] === 0xff && buffer[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < buffer.length) {
      const marker = buffer[offset + 1]!;
      const length = buffer.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { width: buffer.readUInt16BE(offset + 7), height: buffer.readUInt16BE(offset + 5) };
      offset += 2 + length;
    }
  }
  const text = buffer.toString('utf8', 0, Math.min(buffer.length, 2048));
  const svg = /<svg\b[^>]*>/.exec(text)?.[0];
  if (svg) {
    const attribute = (attr: string) =>
      /^\d+(\.\d+)?$/.test(new RegExp(`\\s${attr}="([^"]+)"`).exec(svg)?.[1] ?? '')
        ? Number(new RegExp(`\\s${attr}="([^"]+)"`).exec(svg)![1])
        : null;
    const width = attribute('width');
    const height = attribute('height');
    if (width && height) return { width, height };
    const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
    if (box) return { width: Number(box[1]), height: Number(box[2]) };
  }
  throw new Error(`${name}: cannot read its width and height (PNG, JPEG, WebP or an SVG with width/height or viewBox)`);
}
