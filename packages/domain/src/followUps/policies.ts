import type { Actor } from '../permissions/can';

/** The follow-up checkbox is for everyone but Volunteers (spec 001). */
export const maySetFollowUp = (actor: Pick<Actor, 'role'>): boolean => actor.role !== 'Volunteer';
