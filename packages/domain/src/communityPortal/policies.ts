// Who manages the community portal's events and activities.
import type { Actor } from '../permissions/can';

/** Owners and Administrators add, edit and delete events and activities; everyone in the portal reads them. */
export const canManageCommunityListings = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator';
