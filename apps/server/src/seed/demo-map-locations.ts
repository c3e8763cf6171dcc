// The people the demo's team locations map shows beside its volunteers: earlier collaborators an
// Owner put on the map by hand.
import type { DbOrTransaction } from '../db.js';
import { mapLocations } from '../features/mapLocations/mapLocations.table.js';

const demoMapPeople = [
  ['Amara', 'Okafor', 'Permaculture Designer', 'Lagos', 6.455, 3.384, 'Nigeria'],
  ['Lucía', 'Fernández', 'Architect', 'Valparaíso', -33.046, -71.62, 'Chile'],
  ['Kenji', 'Sato', 'Solar Engineer', 'Sapporo', 43.062, 141.354, 'Japan'],
  ['Ingrid', 'Larsen', 'Documentation Writer', 'Bergen', 60.391, 5.322, 'Norway'],
  ['Ravi', 'Menon', 'Software Developer', 'Kochi', 9.931, 76.267, 'India'],
] as const;

export async function seedMapLocations(tx: DbOrTransaction, ownerId: string): Promise<void> {
  await tx.insert(mapLocations).values(
    demoMapPeople.map(([firstName, lastName, jobTitle, city, lat, lng, country]) => ({
      firstName,
      lastName,
      jobTitle,
      locationUserProvided: `${city}, ${country}`,
      locationLat: lat,
      locationLng: lng,
      locationCountry: country,
      locationCity: city,
      createdBy: ownerId,
    })),
  );
}
