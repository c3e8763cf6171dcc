// Every endpoint of invitations and the profile set-up they lead to, declared once: the server
// registers these, the tests parse their answers with them and the web app calls them
// (docs/ARCHITECTURE.md, "Adding an endpoint"). The request schemas live with the set-up form
// (`auth/setup.schema.ts`), which validates with the same ones.
import { z } from 'zod';
import { sessionTokenJson, twoFactorSetupRequiredJson } from '../auth/authJson';
import { invitationIdInput, invitationInput, profileSetupInput, setupTokenInput } from '../auth/setup.schema';
import { defineContract, errorCodes, guard } from '../contracts';
import {
  invitationChangedJson,
  invitationSentJson,
  setupInvitationJson,
  validSetupToken,
} from './invitationJson';
import type { InvitationsErrorCode } from './invitations.errors';

const refusals = errorCodes<InvitationsErrorCode>();
// Inviting is creating a user: the original checked no permission at all here.
const inviters = guard.permission('postUserProfile');

export const invitationsContract = {
  invite: defineContract({
    method: 'POST',
    path: '/getInitialSetuptoken',
    summary: 'E-mails a set-up link to the address, replacing any open invitation of it',
    guard: inviters,
    errors: refusals('EMAIL_IN_USE', 'RATE_LIMITED'),
    body: invitationInput,
    response: invitationSentJson,
  }),
  listOpen: defineContract({
    method: 'GET',
    path: '/getSetupInvitation',
    summary: 'Invitations not yet used, newest first',
    guard: inviters,
    errors: refusals(),
    response: z.array(setupInvitationJson),
  }),
  cancel: defineContract({
    method: 'POST',
    path: '/cancelSetupInvitationToken',
    guard: inviters,
    errors: refusals('INVITATION_NOT_FOUND'),
    body: invitationIdInput,
    response: invitationChangedJson,
  }),
  refresh: defineContract({
    method: 'POST',
    path: '/refreshSetupInvitationToken',
    guard: inviters,
    errors: refusals('INVITATION_NOT_FOUND', 'EMAIL_IN_USE', 'RATE_LIMITED'),
    body: invitationIdInput,
    response: invitationChangedJson,
  }),
  validateToken: defineContract({
    method: 'POST',
    path: '/validateToken',
    guard: guard.public,
    errors: refusals('SETUP_ALREADY_COMPLETED', 'CANCELLED', 'EXPIRED'),
    body: setupTokenInput,
    response: validSetupToken,
  }),
  completeSetup: defineContract({
    method: 'POST',
    path: '/ProfileInitialSetup',
    summary:
      'Creates the volunteer from the invitation and answers with their first session (one that may only set up the second factor when their role requires it)',
    guard: guard.public,
    errors: refusals(
      'SETUP_TOKEN_UNKNOWN',
      'SETUP_ALREADY_COMPLETED',
      'CANCELLED',
      'EXPIRED',
      'EMAIL_IN_USE',
    ),
    body: profileSetupInput,
    response: z.union([sessionTokenJson, twoFactorSetupRequiredJson]),
  }),
};
