import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/** A suggestion is made by a holder of suggestTask in their own name (the body's userId is the caller). */
export const maySuggestTaskEdit = (actor: Actor, { body }: GuardInput): boolean => {
  if (!can(actor, 'suggestTask')) return false;
  const userId =
    typeof body === 'object' && body !== null ? (body as { userId?: unknown }).userId : undefined;
  return typeof userId !== 'string' || isSameUser(actor, userId);
};
