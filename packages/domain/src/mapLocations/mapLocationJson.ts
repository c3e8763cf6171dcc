// The people on the team locations map, as `GET /api/mapLocations` answers them.
import { z } from 'zod';

export const mapLocationJson = z.strictObject({
  userProvided: z.string(),
  coords: z.strictObject({ lat: z.number(), lng: z.number() }),
  country: z.string(),
  city: z.string(),
});
export type MapLocationJson = z.infer<typeof mapLocationJson>;

const mapPersonFields = {
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  isActive: z.boolean(),
  location: mapLocationJson,
  /** The profile's or the entry's version: an edit sent with it is refused once it has changed since. */
  __v: z.number().int(),
};

/** A volunteer with coordinates and at least 10 tangible hours: their profile's name, title and place. */
export const mapUserJson = z.strictObject({
  ...mapPersonFields,
  type: z.literal('user'),
  timeZone: z.string(),
});
export type MapUserJson = z.infer<typeof mapUserJson>;

/** A person an Owner put on the map by hand, with no account behind it. */
export const mapEntryJson = z.strictObject({
  ...mapPersonFields,
  type: z.literal('m_user'),
  title: z.string(),
});
export type MapEntryJson = z.infer<typeof mapEntryJson>;

export const mapPersonJson = z.discriminatedUnion('type', [mapUserJson, mapEntryJson]);
export type MapPersonJson = z.infer<typeof mapPersonJson>;

export const mapLocationsJson = z.strictObject({
  users: z.array(mapUserJson),
  mUsers: z.array(mapEntryJson),
});
export type MapLocationsJson = z.infer<typeof mapLocationsJson>;

export const countryCountJson = z.strictObject({ CountryCount: z.number().int() });

/** Where the map's tiles come from: a URL template with {z}, {x} and {y}, or none (the packaged outline). */
export const mapTilesJson = z.strictObject({ tileUrl: z.string().nullable() });
export type MapTilesJson = z.infer<typeof mapTilesJson>;

export const mapRemovalJson = z.strictObject({ message: z.string() });
