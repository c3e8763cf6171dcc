// The rental accounts' requests: registration and sign-in, each wrong field "Invalid {field}".
import { z } from 'zod';
import { atMost, TEXT_MAX } from '../limits';
import { rentalMessages } from '../messages/sitesAndPortals.messages';
import {
  RENTAL_EMAIL_PATTERN,
  RENTAL_NAME_PATTERN,
  RENTAL_PASSWORD_PATTERN,
  RENTAL_PHONE_PATTERN,
} from './rentals.rules';

const field = (name: string, max: number, pattern: RegExp) => {
  const message = rentalMessages.invalid(name);
  return z
    .string(message)
    .trim()
    .max(...atMost(max))
    .regex(pattern, message);
};

const email = field('email', TEXT_MAX.email, RENTAL_EMAIL_PATTERN).toLowerCase();
// A password is taken as typed: spaces are not in its allowed set, so trimming would hide a mistake.
const password = z
  .string(rentalMessages.invalid('password'))
  .max(...atMost(TEXT_MAX.password))
  .regex(RENTAL_PASSWORD_PATTERN, rentalMessages.invalid('password'));

/** `POST /api/lbdashboard/register`. */
export const rentalRegisterInput = z.object({
  firstName: field('firstName', TEXT_MAX.name, RENTAL_NAME_PATTERN),
  lastName: field('lastName', TEXT_MAX.name, RENTAL_NAME_PATTERN),
  email,
  phone: field('phone', TEXT_MAX.phone, RENTAL_PHONE_PATTERN),
  password,
});
export type RentalRegisterInput = z.input<typeof rentalRegisterInput>;

/** `POST /api/lbdashboard/login`: the same e-mail and password rules. */
export const rentalLoginInput = z.object({ email, password });
export type RentalLoginInput = z.input<typeof rentalLoginInput>;
