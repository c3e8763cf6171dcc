// The building area's projects and what is written about them (hgn-data §2.29, §2.32): building
// projects with their members (from `buildingProjects`, and the dashboard's projects that share the
// `projects` collection without a `projectName`), lessons learned with their tags and likes, site
// issues and external team members.
import { TEXT_MAX } from '@hgn/domain';
import { Binary } from 'bson';
import {
  EXTERNAL_TEAM,
  hasLessonText,
  LESSON_FILES_MAX,
  LESSON_LIST_MAX,
  LESSON_TAG_MAX,
  MEMBER_HOURS_MAX,
  sameTag,
  SITE_ISSUE_TYPES,
  storedFileUrl,
  TEAM_MEMBER_COUNTRY_CODES,
  TEAM_MEMBER_PHONE_DIGITS,
  TEAM_MEMBER_TEAMS,
  type SiteIssueType,
} from '@hgn/domain/buildingManagement';
import {
  buildingProjectMembers,
  buildingProjects,
} from '../../features/buildingManagement/buildingProjects.table.js';
import {
  buildingLessonFiles,
  buildingLessonLikes,
  buildingLessons,
  buildingLessonTags,
  buildingTags,
} from '../../features/buildingManagement/lessons.table.js';
import { storedFileTypeOf } from '../../features/buildingManagement/storedFiles.service.js';
import { storedFiles } from '../../features/buildingManagement/storedFiles.table.js';
import { externalTeamMembers, siteIssues } from '../../features/buildingManagement/siteRecords.table.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
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
  idTime,
  instantOf,
  numberOf,
  textOf,
  textsOf,
  type Repaired,
} from '../values.js';
import { freeName } from './projects.js';
import { importedUserOf } from './users.js';

/** The report's line of the dashboard's projects carried as building projects, and their origins. */
export const DASHBOARD_PROJECTS = 'projects (building)';
export const DASHBOARD_PROJECT_ORIGINS = 'projects.building';
/** The report's line of building project members, which are rows of links. */
export const BUILDING_MEMBERS = 'building project members';

/** Building projects' local ids by ObjectId. */
export type BuildingProjectIds = Map<string, string>;

/** The text trimmed, cut to `max` characters with a repair when longer. */
export function boundedOf(value: unknown, max: number, repaired: Repaired, what: string): string {
  const text = textOf(value).trim();
  if (text.length <= max) return text;
  repaired(`${what} longer than ${max} characters, cut`);
  return text.slice(0, max).trim();
}

/** Names compared as the building area's unique indexes compare them: trimmed, ignoring case. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** `buildingProjects`, then the dashboard's projects in `projects`; answers their ids by ObjectId. */
export async function importBuildingProjects(ctx: ImportContext): Promise<BuildingProjectIds> {
  const collection = 'buildingProjects';
  const ids: BuildingProjectIds = new Map();
  const taken = new Set<string>();
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const memberCounts = ctx.report.countsOf(BUILDING_MEMBERS);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const rows = batches<typeof buildingProjects.$inferInsert>((values) =>
    ctx.tx.insert(buildingProjects).values(values),
  );
  const members: Array<typeof buildingProjectMembers.$inferInsert> = [];
  await eachDocument(ctx, collection, async (document, originalId) => {
    const rawName = boundedOf(document.name, TEXT_MAX.name, repaired, 'a name');
    if (rawName === '') return ctx.report.skip(collection, 'it has no name');
    const name = freeName(rawName, taken, nameKey);
    if (name !== rawName) repaired('a name another building project has (ignoring case), numbered');
    const manager = idOf(document.buildingManager);
    const buildingManagerId = importedUserOf(ctx, document.buildingManager) ?? null;
    if (manager !== undefined && buildingManagerId === null)
      repaired('a building manager not in userProfiles, left out');
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      name,
      location: boundedOf(document.location, TEXT_MAX.title, repaired, 'a location'),
      template: boundedOf(document.template, TEXT_MAX.title, repaired, 'a template'),
      isActive: booleanOf(document.isActive, true),
      buildingManagerId,
      createdAt: instantOf(document.dateCreated, repaired) ?? idTime(originalId),
    });
    const listed = new Set<string>();
    for (const member of Array.isArray(document.members) ? (document.members as unknown[]) : []) {
      memberCounts.read += 1;
      const fields = (member ?? {}) as Record<string, unknown>;
      const userId = importedUserOf(ctx, fields.user);
      if (!userId) ctx.report.skip(BUILDING_MEMBERS, 'its person is not in userProfiles');
      else if (listed.has(userId)) ctx.report.skip(BUILDING_MEMBERS, 'its person is listed already');
      else {
        listed.add(userId);
        const hours = numberOf(fields.hours, (what) => ctx.report.repair(BUILDING_MEMBERS, what)) ?? 0;
        if (hours < 0 || hours > MEMBER_HOURS_MAX)
          ctx.report.repair(BUILDING_MEMBERS, `hours outside 0 to ${MEMBER_HOURS_MAX}, kept within`);
        members.push({ projectId: id, userId, hours: Math.min(Math.max(hours, 0), MEMBER_HOURS_MAX) });
      }
    }
    ids.set(originalId, id);
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
  await importDashboardProjects(ctx, ids, taken);
  const memberRows = batches<typeof buildingProjectMembers.$inferInsert>((values) =>
    ctx.tx.insert(buildingProjectMembers).values(values),
  );
  for (const member of members) await memberRows.add(member);
  await memberRows.flush();
  return ids;
}

/**
 * The dashboard's projects (`name`, `status` active/completed/delayed, `start_date`) kept in
 * `projects` without a `projectName` (§2.3): building projects unless one of `buildingProjects`
 * has the name already.
 */
async function importDashboardProjects(ctx: ImportContext, ids: BuildingProjectIds, taken: Set<string>) {
  const origins = originsOf(ctx, DASHBOARD_PROJECT_ORIGINS);
  const counts = ctx.report.countsOf(DASHBOARD_PROJECTS);
  const repaired: Repaired = (what) => ctx.report.repair(DASHBOARD_PROJECTS, what);
  for await (const document of ctx.dump.documents('projects')) {
    if (textOf(document.projectName).trim() !== '') continue;
    counts.read += 1;
    const originalId = idOf(document._id);
    if (originalId === undefined) {
      ctx.report.skip(DASHBOARD_PROJECTS, 'it has no ObjectId');
      continue;
    }
    const name = boundedOf(document.name, TEXT_MAX.name, repaired, 'a name');
    if (name === '') ctx.report.skip(DASHBOARD_PROJECTS, 'it has neither projectName nor name');
    else if (taken.has(nameKey(name)))
      ctx.report.skip(DASHBOARD_PROJECTS, 'a project of buildingProjects has its name (ignoring case)');
    else {
      taken.add(nameKey(name));
      const id = localIdOf(DASHBOARD_PROJECT_ORIGINS, originalId);
      await ctx.tx.insert(buildingProjects).values({
        id,
        name,
        isActive: textOf(document.status) !== 'completed',
        createdAt:
          instantOf(document.start_date, repaired) ??
          instantOf(document.createdAt, repaired) ??
          idTime(originalId),
      });
      ids.set(originalId, id);
      await origins.add({ originalId, localId: id, digest: digestOf(document) });
      counts.imported += 1;
    }
  }
  await origins.flush();
}

/** A lesson's allowed roles, written as one text (comma-separated); "All" is everyone, kept as none. */
function allowedRolesOf(value: unknown, repaired: Repaired): string[] {
  const roles = [
    ...new Set(
      textsOf(value)
        .flatMap((text) => text.split(','))
        .map((role) => role.trim())
        .filter((role) => role !== ''),
    ),
  ];
  if (roles.some((role) => role.toLowerCase() === 'all')) {
    repaired('allowed roles naming All, kept as everyone');
    return [];
  }
  return roles.slice(0, LESSON_LIST_MAX).map((role) => role.slice(0, TEXT_MAX.name));
}

/** `buildingNewLessons` with their tags, then `likes`; the totals are counted from the likes. */
export async function importBuildingLessons(ctx: ImportContext, projectIds: BuildingProjectIds) {
  const collection = 'buildingNewLessons';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const lessonIds = new Map<string, string>();
  const tags = new Map<string, typeof buildingTags.$inferInsert>();
  const lessonTags: Array<typeof buildingLessonTags.$inferInsert> = [];
  const rows = batches<typeof buildingLessons.$inferInsert>((values) =>
    ctx.tx.insert(buildingLessons).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const title = boundedOf(document.title, TEXT_MAX.title, repaired, 'a title');
    if (title === '') return ctx.report.skip(collection, 'it has no title');
    const content = sanitizeRichText(textOf(document.content), { pictures: false });
    if (!hasLessonText(content)) return ctx.report.skip(collection, 'its content has no text');
    const authorId = importedUserOf(ctx, document.author);
    if (!authorId) return ctx.report.skip(collection, 'its author is not in userProfiles');
    const relatedProjectId = projectIds.get(idOf(document.relatedProject) ?? '');
    if (!relatedProjectId) return ctx.report.skip(collection, 'its relatedProject is not a building project');
    const id = localIdOf(collection, originalId);
    const createdAt = instantOf(document.date, repaired) ?? idTime(originalId);
    await rows.add({
      id,
      title,
      content,
      authorId,
      relatedProjectId,
      allowedRoles: allowedRolesOf(document.allowedRoles, repaired),
      createdAt,
    });
    const written = new Set<string>();
    for (const raw of textsOf(document.tags)) {
      const tag = boundedOf(raw, LESSON_TAG_MAX, repaired, 'a tag');
      if (tag === '' || written.has(sameTag(tag)) || written.size >= LESSON_LIST_MAX) continue;
      written.add(sameTag(tag));
      lessonTags.push({ lessonId: id, tag });
      if (!tags.has(sameTag(tag)))
        tags.set(sameTag(tag), {
          id: localIdOf(`${collection}.tags`, sameTag(tag)),
          name: tag,
          createdBy: authorId,
          createdAt,
        });
    }
    await importLessonFiles(ctx, document.files, { lessonId: id, authorId, createdAt });
    lessonIds.set(originalId, id);
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
  if (lessonTags.length > 0) {
    await ctx.tx.insert(buildingLessonTags).values(lessonTags);
    await ctx.tx.insert(buildingTags).values([...tags.values()]);
  }
  await importLikes(ctx, lessonIds);
}

/**
 * A lesson's files, which HGN keeps inline as binary data, kept as the lesson form keeps them: stored
 * files the lesson names by URL. Files that are not PNG, JPEG or PDF, or too large, are left out.
 */
async function importLessonFiles(
  ctx: ImportContext,
  files: unknown,
  lesson: { lessonId: string; authorId: string; createdAt: Date },
) {
  let position = 0;
  for (const file of Array.isArray(files) ? (files as unknown[]) : []) {
    const data = (file ?? {}) as Record<string, unknown>;
    const bytes = data.data instanceof Binary ? Buffer.from(data.data.value()) : undefined;
    const contentType = bytes && storedFileTypeOf(bytes, 'document');
    if (!bytes || !contentType || position >= LESSON_FILES_MAX) {
      ctx.report.repair(
        'buildingNewLessons',
        `a file that is not PNG, JPEG or PDF of 5 MB at most, or past the first ${LESSON_FILES_MAX}, left out`,
      );
      continue;
    }
    const id = localIdOf('buildingNewLessons.files', `${lesson.lessonId}#${position}`);
    await ctx.tx.insert(storedFiles).values({
      id,
      contentType,
      bytes,
      size: bytes.length,
      createdById: lesson.authorId,
      createdAt: lesson.createdAt,
    });
    await ctx.tx
      .insert(buildingLessonFiles)
      .values({ lessonId: lesson.lessonId, position, url: storedFileUrl(id) });
    position += 1;
  }
}

/** `likes` → one like a person and lesson. */
async function importLikes(ctx: ImportContext, lessonIds: Map<string, string>) {
  const collection = 'likes';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const liked = new Set<string>();
  const rows = batches<typeof buildingLessonLikes.$inferInsert>((values) =>
    ctx.tx.insert(buildingLessonLikes).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const lessonId = lessonIds.get(idOf(document.lesson) ?? '');
    if (!lessonId) return ctx.report.skip(collection, 'its lesson is not imported');
    const userId = importedUserOf(ctx, document.user);
    if (!userId) return ctx.report.skip(collection, 'its person is not in userProfiles');
    if (liked.has(`${lessonId}/${userId}`))
      return ctx.report.skip(collection, 'its person likes the lesson already');
    liked.add(`${lessonId}/${userId}`);
    await rows.add({ lessonId, userId });
    await origins.add({ originalId, localId: lessonId, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}

const ISSUE_TYPES = new Map(SITE_ISSUE_TYPES.map((type) => [type.toLowerCase(), type]));

/** `buildingIssues` → site issues: the arrays of title and text joined, the kind one of the form's. */
export async function importSiteIssues(ctx: ImportContext, projectIds: BuildingProjectIds) {
  const collection = 'buildingIssues';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const rows = batches<typeof siteIssues.$inferInsert>((values) => ctx.tx.insert(siteIssues).values(values));
  await eachDocument(ctx, collection, async (document, originalId) => {
    const projectId = projectIds.get(idOf(document.projectId) ?? '');
    if (!projectId) return ctx.report.skip(collection, 'its projectId is not a building project');
    const titles = textsOf(document.issueTitle);
    const texts = textsOf(document.issueText);
    if (titles.length > 1) repaired('a title written as several texts, joined');
    if (texts.length > 1) repaired('a text written as several texts, joined');
    const title = boundedOf(titles.join(' '), TEXT_MAX.title, repaired, 'a title');
    if (title === '') return ctx.report.skip(collection, 'it has no issueTitle');
    const text = boundedOf(texts.join('\n\n'), TEXT_MAX.freeText, repaired, 'a text');
    if (text === '') return ctx.report.skip(collection, 'it has no issueText');
    let type: SiteIssueType | undefined = ISSUE_TYPES.get(textOf(document.issueType).trim().toLowerCase());
    if (type === undefined) {
      repaired('an issueType the site issue form does not offer, made Other');
      type = 'Other';
    }
    const createdAt = instantOf(document.createdDate, repaired) ?? idTime(originalId);
    let date = dayOf(document.issueDate, repaired);
    if (!date) {
      repaired('an issueDate that is not a date, taken from when it was written');
      date = dayOf(createdAt, repaired)!;
    }
    const closed = textOf(document.status) === 'closed';
    if (closed) repaired('a closed issue with no closing time, closed when it was written');
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      projectId,
      title,
      type,
      date,
      text,
      status: closed ? 'closed' : 'open',
      createdBy: importedUserOf(ctx, document.createdBy) ?? null,
      createdAt,
      closedAt: closed ? createdAt : null,
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}

const FORM_TEAMS: readonly string[] = TEAM_MEMBER_TEAMS.filter((team) => team !== 'other');

/** `externalteams` → external team members, kept as the team member form keeps them. */
export async function importExternalTeams(ctx: ImportContext) {
  const collection = 'externalteams';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const rows = batches<typeof externalTeamMembers.$inferInsert>((values) =>
    ctx.tx.insert(externalTeamMembers).values(values),
  );
  await eachDocument(ctx, collection, async (document, originalId) => {
    const firstName = boundedOf(document.firstName, TEXT_MAX.name, repaired, 'a first name');
    const lastName = boundedOf(document.lastName, TEXT_MAX.name, repaired, 'a last name');
    if (firstName === '' || lastName === '')
      return ctx.report.skip(collection, 'it has no first or last name');
    const email = boundedOf(document.email, TEXT_MAX.email, repaired, 'an e-mail');
    if (!/^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,6}$/.test(email))
      return ctx.report.skip(collection, 'its email is not an address');
    const typedRole = textOf(document.role).trim();
    const role = boundedOf(
      typedRole === 'other' ? document.roleSpecify : typedRole,
      TEXT_MAX.name,
      repaired,
      'a role',
    );
    if (role === '') return ctx.report.skip(collection, 'it has no role');
    const typedTeam = textOf(document.team).trim();
    const isFormTeam = FORM_TEAMS.includes(typedTeam);
    const teamSpecify = isFormTeam
      ? ''
      : boundedOf(
          typedTeam === 'other' || typedTeam === EXTERNAL_TEAM ? document.teamSpecify : typedTeam,
          TEXT_MAX.name,
          repaired,
          'a team',
        );
    if (!isFormTeam && typedTeam !== 'other' && typedTeam !== EXTERNAL_TEAM)
      repaired('a team the form does not offer, kept under the external team');
    const code = textOf(document.countryCode).trim();
    const countryCode =
      TEAM_MEMBER_COUNTRY_CODES.find((known) => known === code || known === `+${code}`) ?? '+1';
    if (code !== '' && countryCode !== code)
      repaired('a country code written otherwise, as the form writes it');
    let phone = textOf(document.phone).replace(/\D/g, '');
    if (phone.length !== 0 && phone.length !== TEAM_MEMBER_PHONE_DIGITS) {
      repaired(`a phone that is not ${TEAM_MEMBER_PHONE_DIGITS} digits, left out`);
      phone = '';
    }
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      firstName,
      lastName,
      role,
      team: isFormTeam ? typedTeam : EXTERNAL_TEAM,
      teamSpecify,
      email,
      countryCode,
      phone,
      createdAt: instantOf(document.createdAt, repaired) ?? idTime(originalId),
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}
