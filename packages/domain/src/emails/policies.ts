import type { Actor } from '../permissions/can';

/** Every e-mail of the organisation is readable in the outbox, password-reset links included: Owners only. */
export const canReadOutbox = (actor: Pick<Actor, 'role'>): boolean => actor.role === 'Owner';
