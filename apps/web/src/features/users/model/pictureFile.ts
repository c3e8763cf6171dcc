import { profileMessages } from '@hgn/domain/messages';
import { pictureFileFault } from '@hgn/domain/users';

export type PictureProblem = { kind: 'type' | 'size'; message: string };

/** Why a file cannot be uploaded as it is; a size problem can be solved by resizing. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  const fault = pictureFileFault(file);
  if (fault === 'type') return { kind: 'type', message: profileMessages.pictureTypeNotPermitted };
  if (fault === 'size') return { kind: 'size', message: profileMessages.pictureTooLarge };
  return null;
}
