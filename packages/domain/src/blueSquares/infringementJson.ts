import type { BlueSquareReason } from './blueSquare.schema';

/** A blue square as the profile's `infringements` lists it; `date` is the `YYYY-MM-DD` day it was given for. */
export type InfringementJson = {
  _id: string;
  date: string;
  description: string;
  createdDate: string;
  reason?: BlueSquareReason;
};
