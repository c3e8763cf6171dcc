import { PROFILE_PICTURE_MAX_KB, PROFILE_PICTURE_TYPES } from '../constants';

const PICTURE_MIME_TYPES = PROFILE_PICTURE_TYPES.map((type) => `image/${type}`);

/** A file chooser's accept list: png, jpeg and jpg, by type and by extension. */
export const PICTURE_FILE_ACCEPT = [
  ...PICTURE_MIME_TYPES,
  ...PROFILE_PICTURE_TYPES.map((type) => `.${type}`),
].join(',');

export const PICTURE_FILE_MAX_BYTES = PROFILE_PICTURE_MAX_KB * 1024;

/** What is wrong with a chosen profile picture, or null: only png, jpeg or jpg of at most 50 KB. */
export function pictureFileFault(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!PICTURE_MIME_TYPES.includes(file.type.toLowerCase())) return 'type';
  if (file.size > PICTURE_FILE_MAX_BYTES) return 'size';
  return null;
}

/**
 * A stored picture is served from its own URL; the version in the query changes with each upload,
 * so browsers may cache the URL for good. Without one, the profile keeps whatever picture text it had.
 */
export const profilePictureUrl = (person: {
  userId: string;
  profilePic: string;
  pictureUpdatedAt: Date | null;
}): string =>
  person.pictureUpdatedAt
    ? `/api/userprofile/${person.userId}/picture?v=${person.pictureUpdatedAt.getTime()}`
    : person.profilePic;
