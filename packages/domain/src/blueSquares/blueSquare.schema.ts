import { z } from 'zod';
import { dayInput } from '../time/dayInput';
import { boundedText } from '../limits';
import { profileMessages } from '../messages/profiles.messages';

export const BLUE_SQUARE_REASONS = [
  'time not met',
  'missing summary',
  'missed video call',
  'late reporting',
  'other',
] as const;
export type BlueSquareReason = (typeof BLUE_SQUARE_REASONS)[number];

const required = profileMessages.blueSquareNeedsDateAndSummary;

/** The day a blue square is for: `YYYY-MM-DD`, or a timestamp (older clients) read as its Pacific day. */
const blueSquareDate = dayInput(required);

const description = boundedText(5000, required).trim().min(1, required);

export const blueSquareFields = z.object({
  date: blueSquareDate,
  description,
  reason: z.enum(BLUE_SQUARE_REASONS).default('other'),
});
export type BlueSquareInput = z.input<typeof blueSquareFields>;

export const addBlueSquareBody = z.object({ blueSquare: blueSquareFields });

/** An edit may change the date, the summary or the reason; what it sends must still be valid. */
export const editBlueSquareBody = z.object({
  blueSquare: z.object({
    date: blueSquareDate.optional(),
    description: description.optional(),
    reason: z.enum(BLUE_SQUARE_REASONS).optional(),
  }),
});
export type BlueSquareEdit = z.output<typeof editBlueSquareBody>['blueSquare'];
