// Pictures and documents of the building area (a tool's picture, a status update's photo, a lesson's
// files) arrive as base64 data URLs inside the JSON bodies that create them. The server checks each by
// its bytes, keeps it in the database and serves it at `storedFileUrl(id)`, the `imageUrl` the
// records carry.

/** What a stored file may be: a picture (png or jpeg) or, for lessons, also a pdf. */
export type StoredFileKind = 'image' | 'document';

export const STORED_FILE_LIMITS = {
  image: { maxBytes: 2 * 1024 * 1024, types: ['image/png', 'image/jpeg'] },
  document: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg', 'application/pdf'] },
} as const satisfies Record<StoredFileKind, { maxBytes: number; types: readonly string[] }>;

export type StoredFileType = (typeof STORED_FILE_LIMITS)['document']['types'][number];

/** The longest data URL of a file of at most `maxBytes`: 4 base64 characters per 3 bytes and a header. */
export const dataUrlMaxLength = (kind: StoredFileKind): number =>
  Math.ceil(STORED_FILE_LIMITS[kind].maxBytes / 3) * 4 + 128;

/** A file chooser's accept list for the kind. */
export const storedFileAccept = (kind: StoredFileKind): string => STORED_FILE_LIMITS[kind].types.join(',');

/** Where a stored file is served. */
export const storedFileUrl = (fileId: string): string => `/api/bm/files/${fileId}`;
