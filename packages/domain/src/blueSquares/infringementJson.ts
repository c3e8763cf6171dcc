import { z } from 'zod';
import { BLUE_SQUARE_REASONS } from './blueSquare.schema';

/** A blue square as the profile's `infringements` lists it; `date` is the `YYYY-MM-DD` day it was given for. */
export const infringementJson = z.strictObject({
  _id: z.string(),
  date: z.string(),
  description: z.string(),
  createdDate: z.string(),
  reason: z.enum(BLUE_SQUARE_REASONS).optional(),
});
export type InfringementJson = z.infer<typeof infringementJson>;

/** The answer to giving, changing or removing a blue square: the volunteer's id and all their blue squares. */
export const blueSquaresOfUserJson = z.strictObject({
  _id: z.string(),
  infringements: z.array(infringementJson),
});
export type BlueSquaresOfUserJson = z.infer<typeof blueSquaresOfUserJson>;
