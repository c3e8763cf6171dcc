// Who reads and who writes info pop-ups.
import type { Actor } from '../permissions/can';

/** Info pop-up visibility: 0 everyone (the default), 1 Administrators and Owners, 2 all but Volunteers. */
export const INFO_VISIBILITY = { everyone: 0, adminsAndOwners: 1, allButVolunteers: 2 } as const;
export type InfoVisibility = (typeof INFO_VISIBILITY)[keyof typeof INFO_VISIBILITY];

/** Who may read an info pop-up; an unknown visibility is treated as the narrowest. */
export function canReadInfo(actor: Pick<Actor, 'role'>, visibility: number): boolean {
  switch (visibility) {
    case INFO_VISIBILITY.everyone:
      return true;
    case INFO_VISIBILITY.allButVolunteers:
      return actor.role !== 'Volunteer';
    default:
      return actor.role === 'Owner' || actor.role === 'Administrator';
  }
}
