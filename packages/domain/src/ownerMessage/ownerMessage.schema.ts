import { z } from 'zod';
import { boundedText } from '../limits';
import { ownerMessageMessages } from '../messages/ownerMessage.messages';
import { isDataUrl, OWNER_MESSAGE_LIMITS } from './ownerMessagePicture';

/** The longest data URL of a picture within the limit: 4 base64 characters per 3 bytes and a header. */
export const OWNER_MESSAGE_DATA_URL_MAX = Math.ceil(OWNER_MESSAGE_LIMITS.pictureMaxBytes / 3) * 4 + 128;

/** `PUT /ownerMessage`: a text of at most 100 characters or a picture's data URL; standard or not. */
export const ownerMessageInput = z.object({
  newMessage: boundedText(OWNER_MESSAGE_DATA_URL_MAX)
    .trim()
    .refine((message) => isDataUrl(message) || message.length <= OWNER_MESSAGE_LIMITS.textMax, {
      message: ownerMessageMessages.tooLong,
    }),
  isStandard: z.boolean().default(false),
});
export type OwnerMessageInput = z.input<typeof ownerMessageInput>;
