import { setupMessages } from '@hgn/domain/messages';
import { pictureFileFault } from '@hgn/domain/users';

/** Why a chosen picture cannot be used, or undefined: png, jpeg or jpg, at most 50 KB. */
export function pictureFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  const fault = pictureFileFault(file);
  if (fault === 'type') return setupMessages.fileTypeNotPermitted;
  if (fault === 'size') return setupMessages.fileTooLarge;
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
