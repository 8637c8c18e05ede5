/** Pixel size of a PNG (IHDR) or JPEG (first SOF marker), so a logo keeps its proportions; null if unknown. */
export function imageSize(bytes: Buffer, kind: 'png' | 'jpeg'): { width: number; height: number } | null {
  if (kind === 'png') {
    if (bytes.length < 24) return null;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** Scales a size down (never up) to fit a box. */
export function fitInto(size: { width: number; height: number }, box: { width: number; height: number }) {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}
