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
