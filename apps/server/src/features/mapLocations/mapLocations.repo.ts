import { TANGIBLE_SECONDS_FOR_MAP } from '@hgn/domain/mapLocations';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { keptAnswerKind } from '../../platform/http/kept-answers.js';
import { timeEntryTotals } from '../timeEntries/timeEntries.table.js';
import { users } from '../users/users.table.js';
import { mapLocations } from './mapLocations.table.js';

/**
 * A volunteer is on the map with coordinates and enough tangible time, counted as the profile counts
 * it (every entry, an archived project's too), from the hours' bookkeeping.
 */
const isOnMap = sql`${users.locationLat} is not null and ${users.locationLng} is not null and (
  select coalesce(sum(${timeEntryTotals.seconds}), 0) from ${timeEntryTotals}
  where ${timeEntryTotals.personId} = ${users.id} and ${timeEntryTotals.isTangible}
) >= ${TANGIBLE_SECONDS_FOR_MAP}`;

export type MapUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  isActive: boolean;
  timeZone: string;
  locationUserProvided: string;
  locationLat: number;
  locationLng: number;
  locationCountry: string;
  locationCity: string;
  version: number;
};

export type NewMapLocation = Omit<typeof mapLocations.$inferInsert, 'id' | 'createdAt'>;
export type MapLocationChange = Pick<
  NewMapLocation,
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'locationUserProvided'
  | 'locationLat'
  | 'locationLng'
  | 'locationCountry'
  | 'locationCity'
>;

const mapUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: sql<string>`coalesce(${users.jobTitle}[1], '')`,
  isActive: users.isActive,
  timeZone: users.timeZone,
  locationUserProvided: users.locationUserProvided,
  locationLat: sql<number>`${users.locationLat}`.mapWith(Number),
  locationLng: sql<number>`${users.locationLng}`.mapWith(Number),
  locationCountry: users.locationCountry,
  locationCity: users.locationCity,
  version: users.version,
};

/** The map is kept between requests (mapLocations.service.ts); these are the tables its two lists read. */
export const mapAnswer = keptAnswerKind('map locations', [users, timeEntryTotals, mapLocations]);

export function createMapLocationsRepo(db: DbOrTransaction) {
  return {
    listUsersOnMap: (): Promise<MapUserRow[]> =>
      db.select(mapUserColumns).from(users).where(isOnMap).orderBy(asc(users.lastName), asc(users.firstName)),

    /** A volunteer as the map shows them, on the map or not. */
    findUser: async (id: string): Promise<MapUserRow | undefined> => {
      const [row] = await db.select(mapUserColumns).from(users).where(eq(users.id, id));
      return row;
    },

    listEntries: () =>
      db.select().from(mapLocations).orderBy(asc(mapLocations.createdAt), asc(mapLocations.id)),

    /** Distinct countries of the volunteers on the map and of the manual entries, blanks left out. */
    async countCountries(): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
      select count(distinct lower(country))::int as n from (
        select ${users.locationCountry} as country from ${users} where ${isOnMap}
        union all
        select ${mapLocations.locationCountry} from ${mapLocations}
      ) places where btrim(country) <> ''`);
      return Number(result.rows[0]?.n ?? 0);
    },

    insert: async (entry: NewMapLocation) => {
      const [row] = await db.insert(mapLocations).values(entry).returning();
      if (!row) throw new Error('The insert returned no row.');
      return row;
    },

    /** The entry changed, or undefined when it does not exist or is newer than `expectedVersion` (when given). */
    update: async (id: string, change: MapLocationChange, expectedVersion?: number) => {
      const [row] = await db
        .update(mapLocations)
        .set({ ...change, version: sql`${mapLocations.version} + 1` })
        .where(
          and(
            eq(mapLocations.id, id),
            expectedVersion === undefined ? undefined : lte(mapLocations.version, expectedVersion),
          ),
        )
        .returning();
      return row;
    },

    entryExists: async (id: string) =>
      (await db.select({ id: mapLocations.id }).from(mapLocations).where(eq(mapLocations.id, id))).length > 0,

    remove: async (id: string) => {
      const rows = await db
        .delete(mapLocations)
        .where(eq(mapLocations.id, id))
        .returning({ id: mapLocations.id });
      return rows.length > 0;
    },
  };
}
