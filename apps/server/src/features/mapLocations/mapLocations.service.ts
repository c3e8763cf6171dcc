import { isUuid } from '@hgn/domain/ids';
import type {
  MapEntryJson,
  MapLocationsJson,
  MapPerson,
  MapPersonEdit,
  MapPersonJson,
  MapTilesJson,
} from '@hgn/domain/mapLocations';
import { mapLocationsMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import type { Editor, UsersService } from '../users/users.service.js';
import { presentMapEntry, presentMapUser } from './mapLocations.present.js';
import { mapAnswer, createMapLocationsRepo, type MapLocationChange } from './mapLocations.repo.js';

const personNotFound = () =>
  new AppError({ code: 'MAP_PERSON_NOT_FOUND', message: mapLocationsMessages.personNotFound });

const staleCopy = (what: 'profile' | 'entry') =>
  new AppError({
    code: 'STALE_WRITE',
    message: `This ${what} was changed by someone else after the map was loaded. Reload the page to see the changes, then make yours again.`,
  });

const columnsOf = ({ firstName, lastName, jobTitle, location }: MapPerson): MapLocationChange => ({
  firstName,
  lastName,
  jobTitle,
  locationUserProvided: location.userProvided,
  locationLat: location.coords.lat,
  locationLng: location.coords.lng,
  locationCountry: location.country,
  locationCity: location.city,
});

export function createMapLocationsService(
  { db, config, keptAnswers }: FeatureDeps,
  sources: { users: Pick<UsersService, 'setMapDetails'> },
) {
  const repo = createMapLocationsRepo(db);
  return {
    /** Everyone on the map, the same for every reader: kept between requests until a person or their hours change. */
    list: (): Promise<RawJson<MapLocationsJson>> =>
      keptAnswers.answer(mapAnswer, 'all', async () => {
        const [users, entries] = await Promise.all([repo.listUsersOnMap(), repo.listEntries()]);
        const answer: MapLocationsJson = {
          users: users.map(presentMapUser),
          mUsers: entries.map(presentMapEntry),
        };
        return rawJson(JSON.stringify(answer));
      }),

    countCountries: async () => ({ CountryCount: await repo.countCountries() }),

    tiles: (): MapTilesJson => ({ tileUrl: config.mapTileUrl ?? null }),

    add: async (actor: Actor, person: MapPerson): Promise<MapEntryJson> =>
      presentMapEntry(await repo.insert({ ...columnsOf(person), createdBy: actor.userId })),

    /** A volunteer's profile or a manual entry, as the edit names it. */
    async edit(editor: Editor, person: MapPersonEdit): Promise<MapPersonJson> {
      if (!isUuid(person._id)) throw personNotFound();
      const id = person._id.toLowerCase();
      if (person.type === 'm_user') {
        const row = await repo.update(id, columnsOf(person), person.__v);
        if (row) return presentMapEntry(row);
        throw (await repo.entryExists(id)) ? staleCopy('entry') : personNotFound();
      }
      const changed = await sources.users.setMapDetails(editor, id, person, person.__v);
      const row = await repo.findUser(id);
      if (!row) throw personNotFound();
      if (!changed) throw staleCopy('profile');
      return presentMapUser(row);
    },

    async remove(id: string): Promise<{ message: string }> {
      if (!isUuid(id) || !(await repo.remove(id.toLowerCase()))) throw personNotFound();
      return { message: mapLocationsMessages.removed };
    },
  };
}

export type MapLocationsService = ReturnType<typeof createMapLocationsService>;
