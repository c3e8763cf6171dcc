// `userProfiles` (hgn-data §2.1): the profile's own fields, the bcrypt password (replaced by an
// argon2id hash at the person's first sign-in), the picture, and project membership. Never carried:
// `resetPwd`, `defaultPassword`, `refreshTokens` (§1.4). Hour caches are recomputed, not read (§3).
import { REPORT_COLOURS } from '@hgn/domain/weeklySummaries';
import { pacificDate } from '@hgn/domain/time';
import type { Document } from 'bson';
import { badgeCounts } from '../../features/badges/badges.table.js';
import { userPermissions } from '../../features/permissions/userPermissions.table.js';
import { userTeamCodes } from '../../features/teams/teams.table.js';
import { projectMembers } from '../../features/projects/projects.table.js';
import { bytesOfDataUrl, checkedPicture } from '../../features/users/profilePicture.js';
import { profilePictures, users } from '../../features/users/users.table.js';
import { isBcryptHash } from '../../platform/crypto/passwords.js';
import {
  batches,
  digestOf,
  eachDocument,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import {
  booleanOf,
  dayOf,
  idOf,
  idsOf,
  idTime,
  instantOf,
  numberOf,
  objectOf,
  oneOf,
  textOf,
  textsOf,
  type Repaired,
} from '../values.js';
import { knownPermissions } from './roles.js';

const COLLECTION = 'userProfiles';
const INACTIVE_REASONS = ['Separated', 'ScheduledSeparation', 'Paused'] as const;
const BIO_POSTED = ['default', 'posted', 'requested'] as const;

const linksOf = (value: unknown) =>
  (Array.isArray(value) ? value : [])
    .map((item) => objectOf(item))
    .map((item) => ({ Name: textOf(item.Name), Link: textOf(item.Link) }))
    .filter((link) => link.Name !== '' || link.Link !== '');

function placeOf(value: unknown, repaired: Repaired) {
  const place = objectOf(value);
  const coords = objectOf(place.coords);
  return {
    userProvided: textOf(place.userProvided),
    lat: numberOf(coords.lat, repaired) ?? null,
    lng: numberOf(coords.lng, repaired) ?? null,
    country: textOf(place.country),
    city: textOf(place.city),
  };
}

/** A data-URL picture the profile would accept (PNG or JPEG, 50 KB at most), or why not. */
function pictureOf(value: string): { bytes: Buffer; contentType: string } | undefined {
  try {
    return checkedPicture(bytesOfDataUrl(value));
  } catch {
    return undefined;
  }
}

export async function importUsers(ctx: ImportContext, roleNames: Set<string>): Promise<void> {
  const origins = originsOf(ctx, COLLECTION);
  const counts = ctx.report.countsOf(COLLECTION);
  const rows = batches<typeof users.$inferInsert>((values) => ctx.tx.insert(users).values(values));
  // A picture's person is written first.
  const pictures = batches<typeof profilePictures.$inferInsert>(async (values) => {
    await rows.flush();
    await ctx.tx.insert(profilePictures).values(values);
  });
  // The badges area keeps the count of badges not yet seen, which the person resets: carried as it stands.
  const badgeCountRows = batches<typeof badgeCounts.$inferInsert>(async (values) => {
    await rows.flush();
    await ctx.tx.insert(badgeCounts).values(values);
  });
  // The teams area keeps the team code a person is filed under: a row for each person who has one.
  const teamCodeRows = batches<typeof userTeamCodes.$inferInsert>(async (values) => {
    await rows.flush();
    await ctx.tx.insert(userTeamCodes).values(values);
  });
  // The permissions area keeps a person's own permissions: a row for each person who has any or has seen them.
  const permissionRows = batches<typeof userPermissions.$inferInsert>(async (values) => {
    await rows.flush();
    await ctx.tx.insert(userPermissions).values(values);
  });
  const memberships: Array<typeof projectMembers.$inferInsert> = [];
  const emails = new Set<string>();
  const repaired = (what: string) => ctx.report.repair(COLLECTION, what);

  await eachDocument(ctx, COLLECTION, async (document, originalId) => {
    const email = textOf(document.email).trim().toLowerCase();
    if (email === '') return ctx.report.skip(COLLECTION, 'it has no e-mail');
    if (emails.has(email))
      return ctx.report.skip(COLLECTION, 'its e-mail is another person’s (ignoring case)');
    emails.add(email);
    const id = localIdOf(COLLECTION, originalId);
    const row = profileRow(ctx, document, originalId, roleNames, repaired);
    const picture = textOf(document.profilePic);
    await rows.add({ id, email, profilePic: /^https?:\/\//i.test(picture) ? picture : '', ...row });
    const badgeCount = Math.max(0, Math.round(numberOf(document.badgeCount, repaired) ?? 0));
    if (badgeCount > 0) await badgeCountRows.add({ userId: id, count: badgeCount });
    const teamCode = textOf(document.teamCode);
    if (teamCode !== '') await teamCodeRows.add({ userId: id, teamCode });
    const permissions = ownPermissionsOf(ctx, document);
    if (
      permissions.frontPermissions.length > 0 ||
      permissions.removedDefaultPermissions.length > 0 ||
      permissions.isAcknowledged
    )
      await permissionRows.add({ userId: id, ...permissions });
    if (picture.startsWith('data:')) {
      const checked = pictureOf(picture);
      if (checked) await pictures.add({ userId: id, ...checked, updatedAt: row.updatedAt });
      else repaired('a picture the profile would refuse (not PNG or JPEG, or over 50 KB), left out');
    }
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    ctx.ids.users.set(originalId, id);
    ctx.userLinks.set(originalId, { teams: idsOf(document.teams) });
    memberships.push(...projectMembershipsOf(ctx, document, id, row.createdAt));
    counts.imported += 1;
  });
  await rows.flush();
  await pictures.flush();
  await badgeCountRows.flush();
  await teamCodeRows.flush();
  await permissionRows.flush();
  await origins.flush();
  const links = batches<typeof projectMembers.$inferInsert>((values) =>
    ctx.tx.insert(projectMembers).values(values),
  );
  for (const membership of memberships) await links.add(membership);
  await links.flush();
  ctx.report.countsOf('project members').imported = memberships.length;
}

/**
 * The person's current projects. Unarchiving a project put it in every user's list (Q13), so where
 * the person has a project history, only the projects it also names are kept.
 */
function projectMembershipsOf(ctx: ImportContext, document: Document, userId: string, addedAt: Date) {
  const history = new Set(idsOf(document.projectHistory));
  const kept: Array<typeof projectMembers.$inferInsert> = [];
  for (const projectId of idsOf(document.projects)) {
    const project = ctx.ids.projects.get(projectId);
    if (!project) ctx.report.skip('project members', 'its project is not in projects');
    else if (history.size > 0 && !history.has(projectId))
      ctx.report.skip('project members', 'not in the person’s projectHistory (added by an unarchiving)');
    else kept.push({ projectId: project.id, userId, addedAt });
  }
  return kept;
}

function profileRow(
  ctx: ImportContext,
  document: Document,
  originalId: string,
  roleNames: Set<string>,
  repaired: Repaired,
) {
  const password = textOf(document.password);
  const hasHash = isBcryptHash(password);
  if (!hasHash) repaired('a password that is not a bcrypt hash: the person sets a new one');
  let role = textOf(document.role, 'Volunteer').trim();
  if (!roleNames.has(role)) {
    repaired('a role that is not in rolesMergedPermissions, made Volunteer');
    role = 'Volunteer';
  }
  const nameOf = (value: unknown) => {
    const name = textOf(value).trim();
    if (name === '') repaired('a missing first or last name, shown as "-"');
    return name === '' ? '-' : name;
  };
  const createdAt = instantOf(document.createdDate, repaired) ?? idTime(originalId);
  const privacy = objectOf(document.privacySettings);
  const location = placeOf(document.location, repaired);
  const home = placeOf(document.homeCountry, repaired);
  const hours = numberOf(document.weeklycommittedHours ?? document.weeklyComittedHours, repaired);
  const colours = textsOf(document.filterColor).flatMap((text) => text.split(','));
  const filterColor = colours.map((colour) => oneOf(REPORT_COLOURS, colour.trim())).find(Boolean) ?? null;
  const inactiveReason = oneOf(INACTIVE_REASONS, document.inactiveReason) ?? null;
  const isActive = booleanOf(document.isActive, true);
  return {
    passwordHash: hasHash ? password : '',
    mustChangePassword: false,
    firstName: nameOf(document.firstName),
    lastName: nameOf(document.lastName),
    role,
    isActive,
    isVisible: booleanOf(document.isVisible, true),
    isRehireable: booleanOf(document.isRehireable, true),
    jobTitle: textsOf(document.jobTitle),
    phoneNumber: textsOf(document.phoneNumber),
    bio: textOf(document.bio),
    collaborationPreference: textOf(document.collaborationPreference) || 'Zoom',
    weeklyCommittedHours: Math.max(0, Math.round(hours ?? 10)),
    timeZone: textOf(document.timeZone) || 'America/Los_Angeles',
    filterColor,
    getWeeklyReport: booleanOf(document.getWeeklyReport, false),
    mediaUrl: textOf(document.mediaUrl),
    personalLinks: linksOf(document.personalLinks),
    adminLinks: linksOf(document.adminLinks),
    privacyEmail: booleanOf(privacy.email, true),
    privacyPhoneNumber: booleanOf(privacy.phoneNumber, true),
    privacyBlueSquares: booleanOf(privacy.blueSquares, true),
    locationUserProvided: location.userProvided,
    locationLat: location.lat,
    locationLng: location.lng,
    locationCountry: location.country,
    locationCity: location.city,
    homeCountry: home.country || home.userProvided,
    bioPosted: oneOf(BIO_POSTED, document.bioPosted) ?? 'default',
    emailSubscriptions: booleanOf(document.emailSubscriptions, false),
    weeklySummaryOption: textOf(document.weeklySummaryOption) || 'Required',
    weeklySummaryNotReq: booleanOf(document.weeklySummaryNotReq, false),
    isFirstTimelog: booleanOf(document.isFirstTimelog, true),
    missedHours: numberOf(document.missedHours, repaired) ?? 0,
    inactiveReason: isActive && inactiveReason !== 'ScheduledSeparation' ? null : inactiveReason,
    deactivatedAt: instantOf(document.deactivatedAt, repaired) ?? null,
    reactivationDate: dayOf(document.reactivationDate, repaired) ?? null,
    isFinalDaySet: booleanOf(document.isSet, false),
    finalDayNoticeSent: booleanOf(document.finalEmailThreeWeeksSent, false),
    startDate: dayOf(document.startDate, repaired) ?? pacificDate(createdAt),
    endDate: dayOf(document.endDate, repaired) ?? null,
    passwordChangedAt: createdAt,
    createdAt,
    updatedAt: instantOf(document.lastModifiedDate, repaired) ?? createdAt,
  };
}

/** The person's own permissions beside their role's; one whose document does not say has seen them. */
function ownPermissionsOf(ctx: ImportContext, document: Document) {
  const permissions = objectOf(document.permissions);
  return {
    frontPermissions: knownPermissions(ctx, COLLECTION, permissions.frontPermissions),
    removedDefaultPermissions: knownPermissions(ctx, COLLECTION, permissions.removedDefaultPermissions),
    isAcknowledged: booleanOf(permissions.isAcknowledged, true),
  };
}

/** The ObjectId a membership list names for a person, when that person was imported. */
export const importedUserOf = (ctx: ImportContext, value: unknown): string | undefined => {
  const id = idOf(value);
  return id === undefined ? undefined : ctx.ids.users.get(id);
};
