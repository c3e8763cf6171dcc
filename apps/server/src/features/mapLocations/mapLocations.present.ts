import type { MapEntryJson, MapLocationJson, MapUserJson } from '@hgn/domain/mapLocations';
import type { MapUserRow } from './mapLocations.repo.js';
import type { MapLocationRow } from './mapLocations.table.js';

type PlaceColumns = Pick<
  MapLocationRow,
  'locationUserProvided' | 'locationLat' | 'locationLng' | 'locationCountry' | 'locationCity'
>;

const presentPlace = (row: PlaceColumns): MapLocationJson => ({
  userProvided: row.locationUserProvided,
  coords: { lat: row.locationLat, lng: row.locationLng },
  country: row.locationCountry,
  city: row.locationCity,
});

export const presentMapUser = (row: MapUserRow): MapUserJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  jobTitle: row.jobTitle,
  isActive: row.isActive,
  location: presentPlace(row),
  type: 'user',
  timeZone: row.timeZone,
  __v: row.version,
});

export const presentMapEntry = (row: MapLocationRow): MapEntryJson => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  jobTitle: row.jobTitle,
  isActive: row.isActive,
  location: presentPlace(row),
  type: 'm_user',
  title: row.title,
  __v: row.version,
});
