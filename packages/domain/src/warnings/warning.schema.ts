import { z } from 'zod';
import { atMost, boundedText, TEXT_MAX } from '../limits';
import { warningColors } from './warningJson';

/** A tracker holds at most this many warnings of one description. */
export const WARNINGS_PER_DESCRIPTION = 8;
/** From this many warnings of a description a blue square is the suggested choice. */
export const BLUE_SQUARE_SUGGESTED_FROM = 3;
/** From this many warnings of a description the tracker offers the warning-or-blue-square choice. */
export const CHOICE_OFFERED_FROM = 2;
/** The yellow warning of a description, counting from one, from which the volunteer is e-mailed. */
export const WARNING_EMAIL_FROM = 3;

export const warningMessages = {
  specialFirstCharacter: 'Warnings cannot have special characters as the first letter',
  duplicate: 'Warning already exists, please try a different name',
  titleRequired: 'Please enter a warning description.',
  limitReached: `A warning tracker holds at most ${WARNINGS_PER_DESCRIPTION} warnings.`,
  permanent: 'A permanent warning description cannot be deleted.',
  colorRequired: 'Please choose a warning or a blue square.',
  deleted: 'Deletion was successful',
  edited: 'Warning was succesfully edited!',
  added: 'Warning description added.',
  activated: 'Warning description activated.',
  deactivated: 'Warning description deactivated.',
  issued: 'Warning issued.',
  blueSquareIssued: 'Blue square issued.',
  loadFailed: 'The warnings could not be loaded. Please try again.',
  failed: 'The change could not be saved. Please try again.',
  empty: 'There are no warning descriptions yet.',
} as const;

/** The first character of a description's title is a letter of any alphabet. */
const startsWithLetter = (title: string) => /^\p{L}/u.test(title);

const warningTitle = boundedText(TEXT_MAX.title, warningMessages.titleRequired)
  .trim()
  .min(1, warningMessages.titleRequired)
  .refine(startsWithLetter, warningMessages.specialFirstCharacter);

/** `POST /currentWarnings`. */
export const newWarningDescriptionInput = z.object({
  newWarning: warningTitle,
  activeWarning: z.boolean().default(true),
  isPermanent: z.boolean().default(false),
});
export type NewWarningDescriptionInput = z.input<typeof newWarningDescriptionInput>;

/** `PUT /currentWarnings/edit`: renames a description (its warnings follow) or makes it permanent. */
export const editWarningDescriptionInput = z.object({
  editedWarning: z.object({
    _id: z.string().max(...atMost(TEXT_MAX.token)),
    warningTitle,
    isPermanent: z.boolean().optional(),
  }),
});
export type EditWarningDescriptionInput = z.input<typeof editWarningDescriptionInput>;

/** `POST /warnings/:userId`; the day and the monitor are the server's own. */
export const issueWarningInput = z.object({
  iconId: boundedText(100).trim().min(1),
  color: z.enum(warningColors, warningMessages.colorRequired),
  /** The title of an active description. */
  description: boundedText(TEXT_MAX.title, warningMessages.titleRequired)
    .trim()
    .min(1, warningMessages.titleRequired),
});
export type IssueWarningInput = z.input<typeof issueWarningInput>;

/** `DELETE /warnings/:userId`. */
export const deleteWarningInput = z.object({ warningId: boundedText(TEXT_MAX.token).min(1) });

/** The short form of a title shown beside its tracker: the first letter of each word. */
export const abbreviationOf = (title: string): string =>
  title
    .split(/\s+/)
    .map((word) => word.match(/\p{L}|\p{N}/u)?.[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 6);
