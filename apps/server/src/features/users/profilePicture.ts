// Profile pictures are checked by their bytes, not by what the client says they are: a renamed file
// or a forged content type is refused.
import { PROFILE_PICTURE_MAX_KB } from '@hgn/domain/constants';
import { profileMessages } from '@hgn/domain/messages';
import { AppError } from '../../platform/http/app-error.js';

export const PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_KB * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** 'image/png' or 'image/jpeg' from the first bytes, or undefined for anything else. */
export function sniffPictureType(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return undefined;
}

const notPermitted = () =>
  new AppError({
    status: 415,
    code: 'PICTURE_TYPE_NOT_PERMITTED',
    field: 'profilePic',
    message: profileMessages.pictureTypeNotPermitted,
  });
const tooLarge = () =>
  new AppError({
    status: 413,
    code: 'PICTURE_TOO_LARGE',
    field: 'profilePic',
    message: profileMessages.pictureTooLarge,
  });

const DATA_URL = /^data:[\w.+/-]*(;[\w=.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** The bytes of a base64 data URL, refusing anything else. */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw notPermitted();
  return Buffer.from(match[2] ?? '', 'base64');
}

/** The picture's bytes and type, or the refusal the picture error dialog shows. */
export function checkedPicture(bytes: Buffer): { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  if (bytes.length > PICTURE_MAX_BYTES) throw tooLarge();
  const contentType = sniffPictureType(bytes);
  if (!contentType) throw notPermitted();
  return { bytes, contentType };
}
