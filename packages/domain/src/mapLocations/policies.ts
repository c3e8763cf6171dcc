// Who may change the team locations map (server-rules 8, "Map").
import type { Actor } from '../permissions/can';
import { isOwner } from '../permissions/policies';

/** Adding and editing map people, the Users list and the map's search are the Owner's. */
export const canManageMapPeople = (actor: Pick<Actor, 'role'>): boolean => isOwner(actor);

/** An Owner or an Administrator may take a manual entry off the map. */
export const canRemoveMapPeople = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'Owner' || actor.role === 'Administrator';
