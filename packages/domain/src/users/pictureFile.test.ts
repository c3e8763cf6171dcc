import { describe, expect, it } from 'vitest';
import { PICTURE_FILE_ACCEPT, pictureFileFault, profilePictureUrl } from './pictureFile';

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

describe('profilePictureUrl', () => {
  it('serves an uploaded picture from a URL versioned by its upload time, else keeps the stored text', () => {
    const at = new Date('2026-11-20T10:00:00Z');
    expect(profilePictureUrl({ userId: 'u-1', profilePic: 'ignored', pictureUpdatedAt: at })).toBe(
      `/api/userprofile/u-1/picture?v=${at.getTime()}`,
    );
    expect(
      profilePictureUrl({ userId: 'u-1', profilePic: 'https://example.org/me.png', pictureUpdatedAt: null }),
    ).toBe('https://example.org/me.png');
  });
});
