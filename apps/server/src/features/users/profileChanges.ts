// Turns a PUT body into the list of fields it really changes, compared with the stored row: the
// original client sends the whole profile, so only a difference counts as a change.
import {
  isRestrictedProfileField,
  type ProfileUpdateInput,
  type RestrictedProfileField,
} from '@hgn/domain/users';
import type { ProfileLinkJson } from '@hgn/domain/users';
import type { MapDetails, ProfileRow, UserChanges } from './users.repo.js';

/** The profile's fields another area keeps, compared and saved with the row: the team code (teams). */
export type FieldsKeptElsewhere = { teamCode: string };

/** The stored profile a save is compared with: the row and the fields kept elsewhere. */
export type StoredProfile = ProfileRow & FieldsKeptElsewhere;

/** What a save writes: the row's columns and the fields kept elsewhere. */
export type ProfileWrites = UserChanges & Partial<FieldsKeptElsewhere>;

export type FieldChange = {
  /** The field's name in the API, as the edit history shows it. */
  field: string;
  restricted: RestrictedProfileField | null;
  set: ProfileWrites;
  oldValue: string;
  newValue: string;
};

/** A stored or sent value as the edit history shows it. */
const show = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((item: unknown) =>
        item !== null && typeof item === 'object'
          ? `${String((item as ProfileLinkJson).Name)}: ${String((item as ProfileLinkJson).Link)}`
          : show(item),
      )
      .join('; ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

type ScalarKey = Exclude<
  keyof ProfileUpdateInput,
  '__v' | 'teams' | 'projects' | 'privacySettings' | 'location' | 'weeklySummaries'
>;

type Column = keyof ProfileWrites & keyof StoredProfile;

// The column each scalar field of the API is stored in.
const COLUMN_OF: { [K in ScalarKey]: Column } = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  jobTitle: 'jobTitle',
  bio: 'bio',
  collaborationPreference: 'collaborationPreference',
  weeklycommittedHours: 'weeklyCommittedHours',
  timeZone: 'timeZone',
  teamCode: 'teamCode',
  mediaUrl: 'mediaUrl',
  personalLinks: 'personalLinks',
  adminLinks: 'adminLinks',
  homeCountry: 'homeCountry',
  role: 'role',
  isActive: 'isActive',
  startDate: 'startDate',
  endDate: 'endDate',
  missedHours: 'missedHours',
  weeklySummaryOption: 'weeklySummaryOption',
  weeklySummaryNotReq: 'weeklySummaryNotReq',
  isVisible: 'isVisible',
  isRehireable: 'isRehireable',
  isProtected: 'isProtected',
  emailSubscriptions: 'emailSubscriptions',
  bioPosted: 'bioPosted',
};

const restrictionOf = (field: string): RestrictedProfileField | null =>
  isRestrictedProfileField(field) ? field : null;

function groupChange(
  field: 'privacySettings' | 'location',
  pairs: [Column, unknown][],
  row: StoredProfile,
): FieldChange | null {
  const changed = pairs.filter(([column, value]) => value !== undefined && !same(row[column], value));
  if (changed.length === 0) return null;
  return {
    field,
    restricted: null,
    set: Object.fromEntries(changed),
    oldValue: changed.map(([column]) => `${column}: ${show(row[column])}`).join('; '),
    newValue: changed.map(([column, value]) => `${column}: ${show(value)}`).join('; '),
  };
}

/**
 * The changes a body makes to the row, one per API field; teams, projects and weekly summaries are
 * compared elsewhere.
 */
export function profileChanges(row: StoredProfile, input: ProfileUpdateInput): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, column] of Object.entries(COLUMN_OF) as [ScalarKey, Column][]) {
    const value = input[field];
    if (value === undefined) continue;
    const current = row[column];
    const isSame = field === 'email' ? show(current).toLowerCase() === value : same(current, value);
    if (isSame) continue;
    changes.push({
      field,
      restricted: restrictionOf(field),
      set: { [column]: value },
      oldValue: show(current),
      newValue: show(value),
    });
  }
  const privacy = input.privacySettings;
  if (privacy) {
    const change = groupChange(
      'privacySettings',
      [
        ['privacyEmail', privacy.email],
        ['privacyPhoneNumber', privacy.phoneNumber],
        ['privacyBlueSquares', privacy.blueSquares],
      ],
      row,
    );
    if (change) changes.push(change);
  }
  const location = input.location;
  if (location) {
    const change = groupChange(
      'location',
      [
        ['locationUserProvided', location.userProvided],
        ['locationLat', location.coords?.lat],
        ['locationLng', location.coords?.lng],
        ['locationCountry', location.country],
        ['locationCity', location.city],
      ],
      row,
    );
    if (change) changes.push(change);
  }
  return changes;
}

/** The profile fields, named as the API names them, that a team map edit changes. */
export function mapDetailsChanged(row: ProfileRow, details: MapDetails): string[] {
  const { location } = details;
  const moved =
    row.locationUserProvided !== location.userProvided ||
    row.locationLat !== location.coords.lat ||
    row.locationLng !== location.coords.lng ||
    row.locationCountry !== location.country ||
    row.locationCity !== location.city;
  return [
    ...(row.firstName !== details.firstName ? ['firstName'] : []),
    ...(row.lastName !== details.lastName ? ['lastName'] : []),
    ...((row.jobTitle[0] ?? '') !== details.jobTitle ? ['jobTitle'] : []),
    ...(moved ? ['location'] : []),
  ];
}
