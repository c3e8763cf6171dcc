import { setupMessages } from '@hgn/domain/messages';
import { refusalCode } from '../../shared/api/call';
import { invitationsEndpoints } from '../../shared/api/endpoints/invitations';

/**
 * Why a set-up link cannot be used, in the page's words. The server names the reason in `code`; a
 * reason outside the four known ones, or no answer at all, reads as an invalid link.
 */
export const setupLinkProblem = (error: unknown): string =>
  setupMessages.invalidLinkReason(refusalCode(error, invitationsEndpoints.validateToken) ?? '');
