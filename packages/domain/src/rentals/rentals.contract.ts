// The rental accounts (spec 002, 2.1 and 5): people apart from the organisation's users, who register
// and sign in under `/api/lbdashboard`. Their token is not a session of the main app: it is sent in the
// `X-Rental-Token` header, and these endpoints alone read it.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { rentalAccountJson, rentalSignInJson } from './rentalAccountJson';
import type { RentalsErrorCode } from './rentals.errors';
import { rentalLoginInput, rentalRegisterInput } from './rentals.schema';

const refusals = errorCodes<RentalsErrorCode>();

export const rentalsContract = {
  register: defineContract({
    method: 'POST',
    path: '/lbdashboard/register',
    guard: guard.public,
    errors: refusals('RENTAL_EMAIL_TAKEN', 'RATE_LIMITED'),
    body: rentalRegisterInput,
    status: 201,
    response: rentalAccountJson,
  }),
  login: defineContract({
    method: 'POST',
    path: '/lbdashboard/login',
    guard: guard.public,
    errors: refusals('RENTAL_SIGN_IN_FAILED', 'RATE_LIMITED'),
    body: rentalLoginInput,
    response: rentalSignInJson,
  }),
  me: defineContract({
    method: 'GET',
    path: '/lbdashboard/me',
    summary: 'The rental account of the X-Rental-Token header',
    guard: guard.public,
    errors: refusals('RENTAL_SESSION_REQUIRED'),
    response: rentalAccountJson,
  }),
  logout: defineContract({
    method: 'POST',
    path: '/lbdashboard/logout',
    summary: 'Ends the rental session of the X-Rental-Token header',
    guard: guard.public,
    errors: refusals('RENTAL_SESSION_REQUIRED'),
    response: z.strictObject({ message: z.string() }),
  }),
};
