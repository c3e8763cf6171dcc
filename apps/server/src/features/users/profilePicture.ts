// Profile pictures are checked by their bytes, not by what the client says they are: a renamed file
// or a forged content type is refused.
import { PROFILE_PICTURE_MAX_KB } from '@hgn/domain/constants';
import { profileMessages } from '@hgn/domain/messages';
import { decodeDataUrl, sniffFileType } from '../../platform/files/file-bytes.js';
import { AppError } from '../../platform/http/app-error.js';

export const PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_KB * 1024;

const notPermitted = () =>
  new AppError({
    code: 'PICTURE_TYPE_NOT_PERMITTED',
    field: 'profilePic',
    message: profileMessages.pictureTypeNotPermitted,
  });
const tooLarge = () =>
  new AppError({
    code: 'PICTURE_TOO_LARGE',
    field: 'profilePic',
    message: profileMessages.pictureTooLarge,
  });

const noPicture = () =>
  new AppError({
    code: 'VALIDATION_FAILED',
    field: 'profilePic',
    message: 'Please choose a picture.',
  });

/** The bytes of a base64 data URL, refusing anything else. */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw notPermitted();
  return bytes;
}

/** The picture's bytes from a raw body or from a JSON body carrying a data URL. */
export function pictureBytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  const dataUrl =
    body && typeof body === 'object'
      ? ((body as Record<string, unknown>).profilePic ?? (body as Record<string, unknown>).dataUrl)
      : undefined;
  if (typeof dataUrl !== 'string') throw noPicture();
  return bytesOfDataUrl(dataUrl);
}

/** The picture's bytes and type, or the refusal the picture error dialog shows. */
export function checkedPicture(bytes: Buffer): { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  if (bytes.length > PICTURE_MAX_BYTES) throw tooLarge();
  const contentType = sniffFileType(bytes);
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') throw notPermitted();
  return { bytes, contentType };
}
