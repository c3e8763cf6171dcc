// A rental account as the API answers it: never its password.
import { z } from 'zod';

export const rentalAccountJson = z.strictObject({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type RentalAccountJson = z.infer<typeof rentalAccountJson>;

/** A sign-in's answer: the rental token, which opens `/api/lbdashboard` only, and the account. */
export const rentalSignInJson = z.strictObject({ token: z.string(), account: rentalAccountJson });
