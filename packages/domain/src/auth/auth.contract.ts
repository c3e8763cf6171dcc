// Every endpoint of signing in and of passwords, declared once: the server registers these, the tests
// parse their answers with them and the web app calls them (docs/ARCHITECTURE.md, "Adding an endpoint").
// The sign-in page reaches them through the zod-free table only (the bundle budget).
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { AuthErrorCode } from './auth.errors';
import { authMessageJson, refreshedTokenJson, sessionTokenJson, signInJson } from './authJson';
import {
  adminPasswordResetInput,
  forcedPasswordChangeInput,
  forgotPasswordInput,
  passwordChangeRequest,
  portalSignInInput,
  signInInput,
} from './credentials.schema';
import { twoFactorSignInInput } from '../twoFactor/twoFactor.schema';

const refusals = errorCodes<AuthErrorCode>();
const userIdParams = z.object({ userId: z.string() });

const changePassword = {
  path: '/userProfile/:userId/updatePassword',
  changesSessions: true,
  signInOnly: true,
  guard: guard.signedIn,
  errors: refusals(
    'NOT_YOUR_PASSWORD',
    'PASSWORDS_DIFFER',
    'PASSWORD_UNCHANGED',
    'WEAK_PASSWORD',
    'INCORRECT_PASSWORD',
    'RATE_LIMITED',
  ),
  params: userIdParams,
  body: passwordChangeRequest,
  response: authMessageJson,
} as const;

export const authContract = {
  signIn: defineContract({
    method: 'POST',
    path: '/login',
    summary: 'A session token, or the way to the forced change after a temporary password',
    guard: guard.public,
    errors: refusals('USERNAME_NOT_FOUND', 'ACCOUNT_INACTIVE', 'INVALID_PASSWORD', 'RATE_LIMITED'),
    body: signInInput,
    response: signInJson,
  }),
  signInSecondStep: defineContract({
    method: 'POST',
    path: '/login/2fa',
    summary:
      "The sign-in's second step: the challenge and a code (or a recovery code, then spent) give the session",
    guard: guard.public,
    errors: refusals(
      'TWO_FACTOR_CODE_REJECTED',
      'TWO_FACTOR_CHALLENGE_DEAD',
      'ACCOUNT_INACTIVE',
      'RATE_LIMITED',
    ),
    body: twoFactorSignInInput,
    response: sessionTokenJson,
  }),
  // The session itself opens the portal, so every token of it (and of its refreshes) carries the flags.
  // What concerns the session or a password is refused to personal API tokens (`signInOnly`): a token
  // has no session to end, refresh or open a portal on, and never reaches a password.
  portalSignIn: defineContract({
    method: 'POST',
    path: '/bm/login',
    signInOnly: true,
    summary: "The caller's session with the building portal (and the portal named) opened, as a new token",
    changesSessions: true,
    guard: guard.signedIn,
    errors: refusals('PORTAL_EMAIL_MISMATCH', 'PORTAL_PASSWORD_MISMATCH', 'RATE_LIMITED'),
    body: portalSignInInput,
    response: sessionTokenJson,
  }),
  signOut: defineContract({
    method: 'POST',
    path: '/logout',
    signInOnly: true,
    changesSessions: true,
    secondFactorSetup: true,
    guard: guard.signedIn,
    errors: refusals(),
    response: authMessageJson,
  }),
  refreshToken: defineContract({
    method: 'GET',
    path: '/refreshToken/:userId',
    signInOnly: true,
    guard: guard.signedIn,
    errors: refusals('USER_DOES_NOT_EXIST'),
    params: userIdParams,
    response: refreshedTokenJson,
  }),
  changePassword: defineContract({ method: 'PATCH', ...changePassword }),
  // The original client changes a password with POST as well.
  changePasswordByPost: defineContract({ method: 'POST', ...changePassword }),
  forcePasswordChange: defineContract({
    method: 'PATCH',
    path: '/forcepassword',
    signInOnly: true,
    changesSessions: true,
    guard: guard.public,
    errors: refusals('USER_NOT_FOUND', 'INVALID_RESET_TOKEN', 'WEAK_PASSWORD', 'DEFAULT_PASSWORD_REUSED'),
    body: forcedPasswordChangeInput,
    response: authMessageJson,
  }),
  forgotPassword: defineContract({
    method: 'POST',
    path: '/forgotpassword',
    signInOnly: true,
    guard: guard.public,
    errors: refusals('NO_VALID_USER', 'RATE_LIMITED'),
    body: forgotPasswordInput,
    response: authMessageJson,
  }),
  resetPassword: defineContract({
    method: 'PATCH',
    path: '/userProfile/:userId/resetPassword',
    signInOnly: true,
    changesSessions: true,
    guard: guard.permission('resetPassword'),
    errors: refusals('USER_NOT_FOUND', 'PASSWORDS_DIFFER', 'WEAK_PASSWORD'),
    params: userIdParams,
    body: adminPasswordResetInput,
    response: authMessageJson,
  }),
};
