import { PROFILE_PICTURE_MAX_KB, PROFILE_PICTURE_TYPES } from '@hgn/domain/constants';
import { setupMessages } from '@hgn/domain/messages';

const ALLOWED_MIME_TYPES = new Set(PROFILE_PICTURE_TYPES.map((type) => `image/${type}`));

/** The input's accept list: png, jpeg and jpg, by type and by extension. */
export const PICTURE_ACCEPT = [
  ...ALLOWED_MIME_TYPES,
  ...PROFILE_PICTURE_TYPES.map((type) => `.${type}`),
].join(',');

/** Why a chosen picture cannot be used, or undefined: png, jpeg or jpg, at most 50 KB. */
export function pictureFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!ALLOWED_MIME_TYPES.has(file.type.toLowerCase())) return setupMessages.fileTypeNotPermitted;
  if (file.size > PROFILE_PICTURE_MAX_KB * 1024) return setupMessages.fileTooLarge;
  return undefined;
}

/** The picture as a data URL, the form the set-up request carries it in. */
export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
