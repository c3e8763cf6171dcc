import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newTotpSecret,
  otpauthUrl,
  totpAt,
  totpStep,
} from './totp.js';

// RFC 6238 appendix B: the seeds are the ASCII digits 1234567890 repeated to the hash's key length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length));
const VECTORS: [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the test vectors at %i seconds', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(hotp(seed(20), step, 8, 'sha1')).toBe(sha1);
    expect(hotp(seed(32), step, 8, 'sha256')).toBe(sha256);
    expect(hotp(seed(64), step, 8, 'sha512')).toBe(sha512);
  });

  it('gives the RFC 4226 HOTP values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(seed(20), counter))).toEqual(expected);
  });

  it('accepts the step before, at and after now, and nothing further', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-03-01T12:00:10Z');
    const now = totpStep(at);
    for (const offset of [-1, 0, 1])
      expect(matchingStep(secret, totpAt(secret, now + offset), at)).toBe(now + offset);
    for (const offset of [-2, 2])
      expect(matchingStep(secret, totpAt(secret, now + offset), at)).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', at)).toBeUndefined();
  });

  it('keeps a 160-bit secret in base32 and names it in the otpauth address', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(otpauthUrl(secret, 'HGN', 'a@example.org')).toBe(
      `otpauth://totp/HGN:a%40example.org?secret=${secret}&issuer=HGN&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
