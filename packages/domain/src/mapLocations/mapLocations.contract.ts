// Every endpoint of the team locations map, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import {
  countryCountJson,
  mapLocationsJson,
  mapPersonJson,
  mapEntryJson,
  mapRemovalJson,
  mapTilesJson,
} from './mapLocationJson';
import type { MapLocationsErrorCode } from './mapLocations.errors';
import { mapPersonEditInput, mapPersonInput } from './mapLocations.schema';
import { canManageMapPeople, canRemoveMapPeople } from './policies';

const refusals = errorCodes<MapLocationsErrorCode>();
const manager = guard.policy('mapManager', canManageMapPeople);

export const mapLocationsContract = {
  list: defineContract({
    method: 'GET',
    path: '/mapLocations',
    summary: 'Volunteers with coordinates and at least 10 tangible hours, and the manual entries',
    guard: guard.signedIn,
    errors: refusals(),
    response: mapLocationsJson,
  }),
  /** Public, as the original: the sign-in page of some deployments shows it. */
  countryCount: defineContract({
    method: 'GET',
    path: '/getTotalCountryCount',
    summary: 'How many countries the people on the map live in',
    guard: guard.public,
    errors: refusals(),
    response: countryCountJson,
  }),
  tiles: defineContract({
    method: 'GET',
    path: '/mapLocations/tiles',
    summary: 'The tile service the map draws from, or none',
    guard: guard.signedIn,
    errors: refusals(),
    response: mapTilesJson,
  }),
  add: defineContract({
    method: 'PUT',
    path: '/mapLocations',
    guard: manager,
    errors: refusals(),
    body: mapPersonInput,
    response: mapEntryJson,
  }),
  /**
   * Editing a volunteer changes their profile's name, first job title and place; with `__v`, a profile
   * changed since the map was read is refused (409) instead of overwritten.
   */
  edit: defineContract({
    method: 'PATCH',
    path: '/mapLocations',
    guard: manager,
    errors: refusals('MAP_PERSON_NOT_FOUND', 'STALE_WRITE'),
    body: mapPersonEditInput,
    response: mapPersonJson,
    changesSessions: true,
  }),
  /** Only manual entries are removed; a volunteer leaves the map through their profile. */
  remove: defineContract({
    method: 'DELETE',
    path: '/mapLocations/:id',
    guard: guard.policy('mapRemover', canRemoveMapPeople),
    errors: refusals('MAP_PERSON_NOT_FOUND'),
    params: z.object({ id: z.string().max(100) }),
    response: mapRemovalJson,
  }),
};
