// The second factor's endpoints: set-up, turning it on and off, an administrator's reset, the
// caller's state and the Owner's policy. The sign-in's second step is `authContract.signInSecondStep`.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { TwoFactorErrorCode } from './twoFactor.errors';
import {
  twoFactorMessageJson,
  twoFactorPolicyJson,
  twoFactorRecoveryCodesJson,
  twoFactorSetupJson,
  twoFactorStateJson,
} from './twoFactorJson';
import { twoFactorDisableInput, twoFactorEnableInput, twoFactorPolicyInput } from './twoFactor.schema';

const refusals = errorCodes<TwoFactorErrorCode>();

export const twoFactorContract = {
  state: defineContract({
    method: 'GET',
    path: '/auth/2fa',
    summary: "The caller's second factor: on or off, recovery codes left, whether their role requires it",
    guard: guard.signedIn,
    secondFactorSetup: true,
    errors: refusals(),
    response: twoFactorStateJson,
  }),
  setup: defineContract({
    method: 'POST',
    path: '/auth/2fa/setup',
    summary: 'A new secret for the caller (not yet on); replaces a set-up not yet turned on',
    guard: guard.signedIn,
    signInOnly: true,
    secondFactorSetup: true,
    errors: refusals('TWO_FACTOR_ALREADY_ENABLED'),
    response: twoFactorSetupJson,
  }),
  enable: defineContract({
    method: 'POST',
    path: '/auth/2fa/enable',
    summary: 'Turns the set-up second factor on with a code from it; answers the recovery codes, once',
    guard: guard.signedIn,
    signInOnly: true,
    secondFactorSetup: true,
    errors: refusals(
      'TWO_FACTOR_ALREADY_ENABLED',
      'TWO_FACTOR_NOT_SET_UP',
      'INVALID_TWO_FACTOR_CODE',
      'RATE_LIMITED',
    ),
    body: twoFactorEnableInput,
    response: twoFactorRecoveryCodesJson,
  }),
  // A wrong password is 400 INCORRECT_PASSWORD (as at a password change), a wrong code 400 INVALID_TWO_FACTOR_CODE.
  disable: defineContract({
    method: 'POST',
    path: '/auth/2fa/disable',
    summary: "Turns the caller's second factor off, given their password and a code",
    guard: guard.signedIn,
    signInOnly: true,
    errors: refusals(
      'TWO_FACTOR_NOT_ENABLED',
      'INCORRECT_PASSWORD',
      'INVALID_TWO_FACTOR_CODE',
      'RATE_LIMITED',
    ),
    body: twoFactorDisableInput,
    response: twoFactorMessageJson,
  }),
  // Whoever may reset a password may reset a second factor, of the accounts they may manage.
  reset: defineContract({
    method: 'DELETE',
    path: '/auth/2fa/users/:userId',
    summary: "Removes another person's second factor (audited, and e-mailed to them)",
    guard: guard.permission('resetPassword'),
    signInOnly: true,
    errors: refusals('USER_NOT_FOUND', 'TWO_FACTOR_NOT_ENABLED'),
    params: z.object({ userId: z.string().max(100) }),
    response: twoFactorMessageJson,
  }),
  policy: defineContract({
    method: 'GET',
    path: '/auth/2fa/policy',
    summary: 'The roles whose people must use a second factor',
    guard: guard.owner,
    errors: refusals(),
    response: twoFactorPolicyJson,
  }),
  setPolicy: defineContract({
    method: 'PUT',
    path: '/auth/2fa/policy',
    summary: 'Sets the roles whose people must use a second factor, from their next sign-in',
    guard: guard.owner,
    signInOnly: true,
    errors: refusals('UNKNOWN_ROLE'),
    body: twoFactorPolicyInput,
    response: twoFactorPolicyJson,
  }),
};
