import type { MapPersonJson } from '@hgn/domain/mapLocations';

/** Whether a person's name, job title or place holds the text, ignoring case. */
export const matchesSearch = (person: MapPersonJson, text: string): boolean => {
  const wanted = text.trim().toLowerCase();
  return [
    `${person.firstName} ${person.lastName}`,
    person.jobTitle,
    person.location.userProvided,
    person.location.city,
    person.location.country,
  ].some((value) => value.toLowerCase().includes(wanted));
};
