// Who sends, reads and marks notifications. The original checks role names here, not permissions.
import type { GuardInput } from '../contracts/endpoint';
import type { Actor } from '../permissions/can';
import { isSameUser } from '../permissions/policies';

/** Owners and Administrators send notifications to anyone. */
export const canSendNotifications = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator';

/** A person's notifications are read by that person, and by Owners and Administrators. */
export const canReadNotificationsOf = (actor: Pick<Actor, 'userId' | 'role'>, userId: string): boolean =>
  isSameUser(actor, userId) || canSendNotifications(actor);

/** 'notificationReader': the path's `:userId` names someone whose notifications the caller may read. */
export const mayReadNotificationsOf = (actor: Actor, { params }: GuardInput): boolean =>
  typeof params.userId === 'string' && canReadNotificationsOf(actor, params.userId);

/**
 * 'notificationRecipient': a notification is marked read by the person it was sent to only
 * (`subject`: that person's id); one that does not exist is let through to its 404.
 */
export const mayMarkNotificationRead = (actor: Actor, _input: GuardInput, subject?: unknown): boolean =>
  subject === undefined || (typeof subject === 'string' && isSameUser(actor, subject));
