import { describe, expect, it } from 'vitest';
import { profilePictureProblem } from '@hgn/domain/auth';
import { setupMessages } from '@hgn/domain/messages';
import { pictureFileProblem, readAsDataUrl } from './pictureFile';

describe('pictureFileProblem', () => {
  it('accepts png, jpeg and jpg up to 50 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'IMAGE/PNG'])
      expect(pictureFileProblem({ type, size: 50 * 1024 })).toBeUndefined();
  });

  it('refuses other types with the spec message', () => {
    for (const type of ['image/gif', 'image/webp', 'application/pdf', ''])
      expect(pictureFileProblem({ type, size: 10 })).toBe(setupMessages.fileTypeNotPermitted);
  });

  it('refuses a picture over 50 KB', () => {
    expect(pictureFileProblem({ type: 'image/png', size: 50 * 1024 + 1 })).toBe(setupMessages.fileTooLarge);
    expect(setupMessages.fileTooLarge).toContain('exceeds the maximum size of 50KB');
  });

  it('reads a picture as a data URL the server accepts', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const dataUrl = await readAsDataUrl(file);
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    expect(profilePictureProblem(dataUrl)).toBeUndefined();
  });
});
