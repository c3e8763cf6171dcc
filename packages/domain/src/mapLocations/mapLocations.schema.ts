// What an Owner sends to put a person on the map or to change one (spec 002 section 5, "Map person form").
import { z } from 'zod';
import { boundedText, INT_MAX, TEXT_MAX, wholeNumber } from '../limits';
import { mapLocationsMessages as messages } from '../messages/mapLocations.messages';

/** The title of every manual entry, as the original map gave it. */
export const MANUAL_ENTRY_TITLE = 'Prior to HGN Data Collection';

const required = (max: number) =>
  boundedText(max, messages.invalidInformation).trim().min(1, messages.invalidInformation);

const coordinate = (limit: number) =>
  z
    .number(messages.coordinatesRequired)
    .min(-limit, messages.coordinatesRequired)
    .max(limit, messages.coordinatesRequired);

export const mapLocationInput = z.object(
  {
    userProvided: required(TEXT_MAX.title),
    coords: z.object({ lat: coordinate(90), lng: coordinate(180) }, { error: messages.coordinatesRequired }),
    country: boundedText(TEXT_MAX.title).trim().default(''),
    city: boundedText(TEXT_MAX.title).trim().default(''),
  },
  { error: messages.coordinatesRequired },
);

/** `PUT /mapLocations`: a manual entry. */
export const mapPersonInput = z.object({
  firstName: required(TEXT_MAX.name),
  lastName: required(TEXT_MAX.name),
  jobTitle: required(TEXT_MAX.title),
  location: mapLocationInput,
});
export type MapPersonInput = z.input<typeof mapPersonInput>;
export type MapPerson = z.output<typeof mapPersonInput>;

/** `PATCH /mapLocations`: a person already on the map, a volunteer's profile or a manual entry. */
export const mapPersonEditInput = mapPersonInput.extend({
  _id: boundedText(TEXT_MAX.token, messages.invalidInformation),
  type: z.enum(['user', 'm_user'], messages.invalidInformation),
  /** The profile's or the entry's version as the map showed it; sent, a later change refuses the edit. */
  __v: wholeNumber(0, INT_MAX).optional(),
});
export type MapPersonEditInput = z.input<typeof mapPersonEditInput>;
export type MapPersonEdit = z.output<typeof mapPersonEditInput>;
