// The account rules of user management: who may act on another person's account (server rules 2.4
// and 4.7). The server's guards and services and the user table decide with these same functions.
import type { GuardInput } from '../contracts/endpoint';
import { can, type Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

export type AccountTarget = { readonly role: string; readonly isProtected: boolean };

/**
 * Acting on another person's account (its status, final day, password reset, removal, role): a
 * protected account only as an Owner, an Owner's only with addDeleteEditOwners (server rules 2.4).
 */
export function canManageAccount(actor: Actor, target: AccountTarget): boolean {
  if (target.isProtected && actor.role !== 'Owner') return false;
  return target.role !== 'Owner' || can(actor, 'addDeleteEditOwners');
}

/** Removing (deleting or archiving) an account: anyone's one may manage, never one's own. */
export const canRemoveAccount = (actor: Actor, userId: string, target: AccountTarget): boolean =>
  !isSameUser(actor, userId) && canManageAccount(actor, target);

/**
 * Changing an account's status (activation, final day, pause): anyone's one may manage, never one's
 * own, since deactivating oneself would end one's own session with no one left to undo it.
 */
export const canChangeStatusOf = (actor: Actor, userId: string, target: AccountTarget): boolean =>
  !isSameUser(actor, userId) && canManageAccount(actor, target);

/** Giving someone the Owner role needs addDeleteEditOwners; any other role only the right to set roles. */
export const canGiveRole = (actor: Actor, role: string): boolean =>
  role !== 'Owner' || can(actor, 'addDeleteEditOwners');

/** The full status right: changeUserStatus with setFinalDay. */
export const hasFullStatusRight = (actor: Actor): boolean =>
  can(actor, 'changeUserStatus') && can(actor, 'setFinalDay');

/** The account a status change acts on, as the user table and the server know it. */
export type StatusTarget = AccountTarget & {
  readonly inactiveReason: string | null;
  readonly isArchived: boolean;
};

/** What the pause button alone allows: pausing, and resuming a paused account that is not archived. */
export const isPauseButtonChange = (
  action: string,
  target: Pick<StatusTarget, 'inactiveReason' | 'isArchived'>,
): boolean =>
  action === 'PAUSE' || (action === 'ACTIVATE' && target.inactiveReason === 'Paused' && !target.isArchived);

const actionOf = (body: unknown): string | undefined => {
  const action = (body as { action?: unknown } | null | undefined)?.action;
  return typeof action === 'string' ? action : undefined;
};

/**
 * `PATCH /api/userprofile/:userId` (server rules 4.7): the full status right, or the pause button. With
 * the account (`subject`, a StatusTarget) it also says whether this change of that account is allowed:
 * another's one the actor may manage, and with the pause button alone only a pause or a resumption. The server's
 * guard decides on the actor; its service refuses the rest, each with its own words.
 */
export function canChangeUserStatus(actor: Actor, input: GuardInput, subject?: unknown): boolean {
  if (!hasFullStatusRight(actor) && !can(actor, 'interactWithPauseUserButton')) return false;
  const target = subject as StatusTarget | undefined;
  if (!target) return true;
  if (!canChangeStatusOf(actor, input.params.userId ?? '', target)) return false;
  const action = actionOf(input.body);
  return hasFullStatusRight(actor) || action === undefined || isPauseButtonChange(action, target);
}
