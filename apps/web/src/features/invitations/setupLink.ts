import { setupMessages } from '@hgn/domain/messages';
import { isApiError } from '../../shared/api/apiError';

/**
 * Why a set-up link cannot be used, in the page's words. The server names the reason in `code` (and
 * in `error`); a reason outside the four known ones, or no answer at all, reads as an invalid link.
 */
export function setupLinkProblem(error: unknown): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null)
    return setupMessages.invalidLinkFallback;
  const { code, error: reason } = error.body as { code?: unknown; error?: unknown };
  const named = [code, reason].find((value): value is string => typeof value === 'string');
  return setupMessages.invalidLinkReason(named ?? '');
}
