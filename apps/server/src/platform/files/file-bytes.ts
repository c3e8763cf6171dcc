// Files are known by their first bytes, never by the type a client claims: a renamed file or a forged
// content type is refused.

const SIGNATURES = [
  { type: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'application/pdf', bytes: Buffer.from('%PDF-', 'latin1') },
] as const;

export type SniffedType = (typeof SIGNATURES)[number]['type'];

/** The file's type from its first bytes, or undefined for anything but png, jpeg and pdf. */
export function sniffFileType(bytes: Buffer): SniffedType | undefined {
  return SIGNATURES.find((signature) => bytes.subarray(0, signature.bytes.length).equals(signature.bytes))
    ?.type;
}

const DATA_URL = /^data:[\w.+/-]*(;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** The bytes of a base64 data URL, or undefined for anything else. */
export function decodeDataUrl(dataUrl: string): Buffer | undefined {
  const match = DATA_URL.exec(dataUrl);
  return match ? Buffer.from(match[2] ?? '', 'base64') : undefined;
}

// JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): the frame holds the size.
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

/**
 * A png's or jpeg's width and height in pixels, read from its header (the PNG IHDR chunk, the JPEG
 * start-of-frame segment), or undefined when the bytes hold none.
 */
export function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  const type = sniffFileType(bytes);
  if (type === 'image/png') {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  return type === 'image/jpeg' ? jpegSize(bytes) : undefined;
}
