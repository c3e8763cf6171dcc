import { describe, expect, it } from 'vitest';
import { PICTURE_FILE_ACCEPT, pictureFileFault } from './pictureFile';

describe('pictureFileFault', () => {
  it('accepts png, jpeg and jpg up to 50 KB, whatever the case of the type', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'IMAGE/PNG'])
      expect(pictureFileFault({ type, size: 50 * 1024 })).toBeNull();
  });

  it('names the type first, then the size', () => {
    expect(pictureFileFault({ type: 'image/gif', size: 60 * 1024 })).toBe('type');
    expect(pictureFileFault({ type: '', size: 10 })).toBe('type');
    expect(pictureFileFault({ type: 'image/png', size: 50 * 1024 + 1 })).toBe('size');
  });

  it('offers only the allowed types in the file chooser', () => {
    expect(PICTURE_FILE_ACCEPT.split(',')).toEqual([
      'image/png',
      'image/jpeg',
      'image/jpg',
      '.png',
      '.jpeg',
      '.jpg',
    ]);
  });
});
