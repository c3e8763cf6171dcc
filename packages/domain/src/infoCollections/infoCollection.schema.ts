import { z } from 'zod';
import { boundedText, limitMessages, TEXT_MAX, wholeNumber } from '../limits';

export const DEFAULT_INFO_FONT_SIZE = 24;
export const INFO_EDITOR_MIN_HEIGHT = 180;
export const INFO_EDITOR_MAX_HEIGHT = 500;
/** Rich text with a few inline images; the original allowed 50 MB bodies, far more than a pop-up needs. */
export const MAX_INFO_CONTENT_LENGTH = 2_000_000;

export const INFO_VISIBILITIES = ['0', '1', '2'] as const;
export type InfoVisibilityValue = (typeof INFO_VISIBILITIES)[number];

export const INFO_VISIBILITY_LABELS: Record<InfoVisibilityValue, string> = {
  '0': 'Everyone',
  '1': 'Administrators and Owners only',
  '2': 'Everyone but volunteers',
};

export const infoSchemaMessages = {
  nameRequired: 'Please enter a name for the info.',
  nameTaken: 'An info with this name already exists.',
  contentTooLong: limitMessages.tooLong(MAX_INFO_CONTENT_LENGTH),
} as const;

// The original stores visibility as the text '0'/'1'/'2'; a number is accepted as well.
const visibility = z.union([
  z.enum(INFO_VISIBILITIES),
  z.union([z.literal(0), z.literal(1), z.literal(2)]).transform((n) => String(n) as InfoVisibilityValue),
]);

const infoName = boundedText(TEXT_MAX.title, infoSchemaMessages.nameRequired)
  .trim()
  .min(1, infoSchemaMessages.nameRequired);
const infoContent = z.string().max(MAX_INFO_CONTENT_LENGTH, infoSchemaMessages.contentTooLong);
const fontSize = wholeNumber(8, 96);

export const infoCollectionInput = z.object({
  infoName,
  infoContent: infoContent.default(''),
  visibility: visibility.default('0'),
  fontSize: fontSize.optional(),
});
export type InfoCollectionInput = z.input<typeof infoCollectionInput>;

export const infoCollectionUpdate = z.object({
  infoName: infoName.optional(),
  infoContent: infoContent.optional(),
  visibility: visibility.optional(),
  fontSize: fontSize.optional(),
});
export type InfoCollectionUpdate = z.output<typeof infoCollectionUpdate>;
