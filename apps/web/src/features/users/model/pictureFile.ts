import { PROFILE_PICTURE_TYPES } from '@hgn/domain/constants';
import { profileMessages } from '@hgn/domain/messages';
import { PICTURE_MAX_BYTES } from './pictureResize';

const ALLOWED_TYPES = new Set(PROFILE_PICTURE_TYPES.map((type) => `image/${type}`));

export const PICTURE_ACCEPT = [...ALLOWED_TYPES, ...PROFILE_PICTURE_TYPES.map((type) => `.${type}`)].join(
  ',',
);

export type PictureProblem = { kind: 'type' | 'size'; message: string };

/** Why a file cannot be uploaded as it is; a size problem can be solved by resizing. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!ALLOWED_TYPES.has(file.type.toLowerCase()))
    return { kind: 'type', message: profileMessages.pictureTypeNotPermitted };
  if (file.size > PICTURE_MAX_BYTES) return { kind: 'size', message: profileMessages.pictureTooLarge };
  return null;
}
