// One-time passwords: HOTP (RFC 4226) and TOTP (RFC 6238) with HMAC-SHA-1, 30-second steps and six
// digits, as every authenticator app reads an `otpauth://totp` address; base32 (RFC 4648) for the secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits, the length RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 without padding, in either case; spaces and `=` are ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new random secret, in base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(SECRET_BYTES));

/** HOTP (RFC 4226 section 5.3): the dynamically truncated HMAC of the counter, as `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (RFC 6238: T = floor(unix seconds / 30)). */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of a step. */
export const totpAt = (secret: string, step: number): string => hotp(base32Decode(secret), step);

/**
 * The step whose code `code` is, among the step of `at` and the one before and after it (a clock a
 * little off, a code typed as it changed), if any. Compared in constant time.
 */
export function matchingStep(secret: string, code: string, at: Date): number | undefined {
  const given = Buffer.from(code);
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(at);
  const key = base32Decode(secret);
  return [now - 1, now, now + 1].find((step) => timingSafeEqual(Buffer.from(hotp(key, step)), given));
}

/** The address an authenticator app's QR reader takes (the Key Uri Format). */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
