// The header message's limits and picture addresses, free of zod so the header can load them cheaply.

/** The header message's limits: a text of 100 characters, or a png or jpeg picture. */
export const OWNER_MESSAGE_LIMITS = {
  textMax: 100,
  pictureMaxBytes: 100 * 1024,
  pictureMaxWidth: 1000,
  pictureMaxHeight: 400,
  pictureTypes: ['image/png', 'image/jpeg'],
} as const;

/** Whether a message is a picture sent as a data URL rather than a text. */
export const isDataUrl = (message: string): boolean => message.startsWith('data:');

/** Where a header picture is served. */
export const ownerMessagePictureUrl = (fileId: string): string => `/api/ownerMessage/pictures/${fileId}`;

const PICTURE_URL = /^\/api\/ownerMessage\/pictures\/([0-9a-f-]{36})$/;

/** The stored file id of a header picture's address, or undefined when the message is a text. */
export const ownerMessagePictureId = (message: string): string | undefined => PICTURE_URL.exec(message)?.[1];

/** Whether a stored message is a picture to show rather than a text. */
export const isOwnerMessagePicture = (message: string): boolean =>
  ownerMessagePictureId(message) !== undefined;
