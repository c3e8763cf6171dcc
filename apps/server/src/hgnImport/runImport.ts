// One import of an HGN dump into this product's database, all or nothing: every collection is
// written in one transaction, which a dry run rolls back after the report is made.
import { startOfWeek } from '@hgn/domain/time';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db, DbOrTransaction } from '../db.js';
import { timeEntryTotals } from '../features/timeEntries/timeEntries.table.js';
import { users } from '../features/users/users.table.js';
import { demoPeople } from '../seed/demo-people.js';
import { importBadgeAwards, importBadges } from './collections/badges.js';
import { importBlueSquaresAndWarnings, importWarningDescriptions } from './collections/blueSquares.js';
import { importJobForms } from './collections/jobForms.js';
import { importJobListings } from './collections/jobListings.js';
import { INVENTORY_RECORD_LINES } from './collections/buildingInventory.js';
import { importBuildingManagement } from './collections/buildingManagement.js';
import {
  BUILDING_MEMBERS,
  DASHBOARD_PROJECT_ORIGINS,
  DASHBOARD_PROJECTS,
} from './collections/buildingSites.js';
import { importEmailSubscriptions, importWeeklySummaryRecipients } from './collections/emailLists.js';
import { importNotifications } from './collections/notifications.js';
import { importAiPrompt, importMapLocations } from './collections/organisation.js';
import { importPermissionChanges } from './collections/permissionChanges.js';
import { importProjects } from './collections/projects.js';
import { importRoles } from './collections/roles.js';
import { importTeams } from './collections/teams.js';
import {
  importFollowUps,
  importTaskEditSuggestions,
  importTaskNotifications,
} from './collections/taskNotices.js';
import { importTasks, recountTaskHours } from './collections/tasks.js';
import { importTimeEntries } from './collections/timeEntries.js';
import {
  importInformations,
  importMouseoverText,
  importOwnerMessage,
  importPopupEditors,
} from './collections/texts.js';
import {
  importBlueSquareEmailCopies,
  importScheduledReasons,
  importTimeOffRequests,
} from './collections/timeOff.js';
import { importTitles } from './collections/titles.js';
import { importUserHistory } from './collections/userHistory.js';
import { importUsers } from './collections/users.js';
import { importWbs } from './collections/wbs.js';
import { DumpError, openDump } from './dumpReader.js';
import type { ImportContext } from './importContext.js';
import {
  applyChanges,
  BASE,
  hasBase,
  ImportRefusedError,
  KEPT_TABLES,
  NEXT,
  openScratch,
  type TableChanges,
} from './reconcile.js';
import { createReport, type ImportReport, type Progress } from './report.js';

/** The collections this import carries, in the order it writes them. */
export const IMPORTED_COLLECTIONS = [
  'rolesMergedPermissions',
  'rolePermissionPresets',
  'projects',
  'badges',
  'userProfiles',
  'currentWarnings',
  'teams',
  'wbs',
  'tasks',
  'timeEntries',
  'timeOffRequests',
  'reasons',
  'BlueSquareEmailAssignments',
  'informations',
  'popupEditor',
  'popupEditorBackup',
  'mouseoverText',
  'titles',
  'ownerMessage',
  'jobs',
  'jobsnotificationlists',
  'jobforms',
  'jobapplications',
  'forms',
  'formresponses',
  'buildingInventoryUnits',
  'buildingProjects',
  'buildingInventoryTypes',
  'buildingInventoryItems',
  'buildingNewLessons',
  'likes',
  'buildingIssues',
  'externalteams',
  'followUps',
  'taskNotifications',
  'taskEditSuggestions',
  'notifications',
  'WeeklySummaryEmailAssignments',
  'emailSubscriptions',
  'weeklySummaryAIPrompt',
  'maplocations',
  'permissionChangeLogs',
  'UserPermissionChangeLogs',
] as const;

export { ImportRefusedError };

export type ImportOptions = { folder: string; yes: boolean; dryRun: boolean; now: Date };

type TargetState = 'empty' | 'demo' | 'imported' | 'other';

async function targetState(tx: DbOrTransaction): Promise<TargetState> {
  if (await hasBase(tx)) return 'imported';
  const emails = (await tx.select({ email: sql<string>`lower(${users.email})` }).from(users)).map(
    (r) => r.email,
  );
  if (emails.length === 0) return 'empty';
  const demo = new Set(demoPeople.map((person) => person.email.toLowerCase()));
  return emails.length === demo.size && emails.every((email) => demo.has(email)) ? 'demo' : 'other';
}

/** Empties every table of the product (the demo organisation), inside the import's transaction. */
async function clearDemo(tx: DbOrTransaction) {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const tables = rows.map((row) => row.name).filter((name) => !KEPT_TABLES.has(name));
  await tx.execute(sql.raw(`truncate ${tables.map((name) => `"${name}"`).join(', ')}`));
}

/** The report's lines named otherwise than the collection their origins are recorded under. */
const ORIGINS_OF_LINE: Record<string, string> = {
  'badge awards': 'userProfiles.badgeCollection',
  'blue squares': 'userProfiles.infringements',
  warnings: 'userProfiles.warnings',
  'weekly summaries': 'userProfiles.weeklySummaries',
  'committed hours': 'userProfiles.weeklycommittedHoursHistory',
  [DASHBOARD_PROJECTS]: DASHBOARD_PROJECT_ORIGINS,
  ...INVENTORY_RECORD_LINES,
};
/** The report's lines of links, which have no document of their own: counted by their table's rows. */
const TABLE_OF_LINE: Record<string, string> = {
  'team members': 'team_members',
  'project members': 'project_members',
  'task people': 'task_resources',
  [BUILDING_MEMBERS]: 'building_project_members',
};

/**
 * Counts, for each line of the report, the documents new, changed and gone since the previous import
 * (all of them new on a first import), from the origins of both.
 */
async function countDocumentChanges(tx: DbOrTransaction, report: ImportReport) {
  const { rows } = await tx.execute<{ collection: string; added: number; changed: number; gone: number }>(
    sql.raw(`
    select collection,
      count(*) filter (where b.original_id is null)::int as added,
      count(*) filter (where n.original_id is not null and b.original_id is not null and n.digest <> b.digest)::int as changed,
      count(*) filter (where n.original_id is null)::int as gone
    from "${NEXT}".hgn_origins n full join "${BASE}".hgn_origins b using (collection, original_id)
    group by collection`),
  );
  const byCollection = new Map(rows.map((row) => [row.collection, row]));
  for (const [line, counts] of report.collections()) {
    if (TABLE_OF_LINE[line]) continue;
    const changes = byCollection.get(ORIGINS_OF_LINE[line] ?? line);
    counts.imported = changes?.added ?? 0;
    counts.updated = changes?.changed ?? 0;
    counts.deleted = changes?.gone ?? 0;
  }
}

/** The link lines' counts: the rows their tables gained, changed and lost. */
function countLinkChanges(report: ImportReport, changes: TableChanges[]) {
  for (const [line, counts] of report.collections()) {
    const table = TABLE_OF_LINE[line];
    if (!table) continue;
    const changed = changes.find((change) => change.table === table);
    counts.imported = changed?.inserted ?? 0;
    counts.updated = changed?.updated ?? 0;
    counts.deleted = changed?.deleted ?? 0;
  }
}

/** Whether the previous import was of another organisation: none of its people are in the dump. */
async function isAnotherOrganisation(tx: DbOrTransaction) {
  const { rows } = await tx.execute<{ before: number; kept: number }>(
    sql.raw(`
    select count(*)::int as before,
      count(*) filter (where exists (select 1 from "${NEXT}".hgn_origins n
        where n.collection = b.collection and n.original_id = b.original_id))::int as kept
    from "${BASE}".hgn_origins b where b.collection = 'userProfiles'`),
  );
  return rows[0]!.before > 0 && rows[0]!.kept === 0;
}

/** The figures this product derives from the imported rows, never taken from HGN's caches (§3). */
async function recompute(ctx: ImportContext) {
  const weekStart = startOfWeek(ctx.now).toISOString();
  // A person's best week: the most active tangible hours of a closed week, as the week close keeps it.
  await ctx.tx.execute(sql`
    update ${users} u set personal_best_max_hrs = best.hours
    from (select person_id, max(seconds) / 3600.0 as hours from (
        select person_id, week_start, sum(seconds) as seconds from ${timeEntryTotals}
        where is_active and is_tangible and week_start < (${weekStart}::timestamptz at time zone 'America/Los_Angeles')::date
        group by person_id, week_start) weeks
      group by person_id) best
    where best.person_id = u.id and u.personal_best_max_hrs is distinct from best.hours`);
  const [totals] = await ctx.tx
    .select({
      tangible: sql<number>`coalesce(sum(${timeEntryTotals.seconds}) filter (where ${timeEntryTotals.isTangible}), 0)::float8`,
      intangible: sql<number>`coalesce(sum(${timeEntryTotals.seconds}) filter (where not ${timeEntryTotals.isTangible}), 0)::float8`,
      people: sql<number>`count(distinct ${timeEntryTotals.personId})::int`,
      weeks: sql<number>`count(distinct ${timeEntryTotals.weekStart})::int`,
    })
    .from(timeEntryTotals);
  const hours = (seconds: number) => (seconds / 3600).toLocaleString('en-US', { maximumFractionDigits: 2 });
  ctx.report.figure(
    `hours logged: ${hours(totals!.tangible)} tangible, ${hours(totals!.intangible)} intangible, by ${totals!.people} people over ${totals!.weeks} weeks`,
  );
  const [best] = await ctx.tx
    .select({ people: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.personalBestMaxHrs} > 0`);
  ctx.report.figure(`best weeks: ${best!.people} people have one`);
}

/**
 * Refuses to import while anything else is connected to the database: a server using it would go on
 * answering from, and writing to, the rows the import replaces. (With a data directory, its lock
 * already keeps a server out; with DATABASE_URL this is the check.)
 */
export async function refuseWhileInUse(db: Db): Promise<void> {
  const { rows } = await db.execute<{ sessions: number; who: string | null }>(sql`
    select count(*)::int as sessions,
      string_agg(distinct coalesce(nullif(application_name, ''), host(client_addr), 'a local connection'), ', ') as who
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`);
  const { sessions, who } = rows[0]!;
  if (sessions > 0)
    throw new ImportRefusedError(
      `The database is in use (${sessions} other connection${sessions === 1 ? '' : 's'}: ${who}): stop the server using it, then run npm run import-hgn again.`,
    );
}

/**
 * Imports the dump into `db`: into a database without an organisation, or in place of the untouched
 * demo organisation when `yes` (a dry run never needs it, and writes nothing).
 */
export async function runImport(db: Db, options: ImportOptions, progress: Progress): Promise<ImportReport> {
  const dump = await openDump(options.folder);
  if (!dump.file('userProfiles'))
    throw new DumpError(
      `The folder ${options.folder} holds no userProfiles collection, so it is not a dump of an HGN database.`,
    );
  const report = createReport();
  report.notCarried(
    dump.collections().filter((name) => !(IMPORTED_COLLECTIONS as readonly string[]).includes(name)),
  );
  try {
    await db.transaction(async (tx) => {
      // Servers seeding or people signing up wait until the import commits or rolls back.
      await tx.execute(sql`lock table ${users} in share row exclusive mode`);
      // Statements over millions of rows group and sort, and indexes are built, in memory rather than
      // in files.
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      const state = await targetState(tx);
      if (state === 'other')
        throw new ImportRefusedError(
          'The database already holds an organisation: import into a new database (an empty DATA_DIR or DATABASE_URL).',
        );
      if (state === 'demo' && !options.yes && !options.dryRun)
        throw new ImportRefusedError(
          'The database holds the demo organisation: run again with --yes to replace it with the import.',
        );
      if (state === 'demo') await clearDemo(tx);
      const scratch = await openScratch(tx);
      const ctx: ImportContext = {
        tx,
        productSchema: scratch.schema,
        dump,
        report,
        progress,
        now: options.now,
        ids: { projects: new Map(), users: new Map(), teams: new Map(), wbs: new Map(), tasks: new Map() },
        originals: { projectOfWbs: new Map(), wbsOfTask: new Map() },
        userLinks: new Map(),
      };
      const roleNames = await importRoles(ctx);
      await importProjects(ctx);
      const badgeIds = await importBadges(ctx);
      await importUsers(ctx, roleNames);
      // With no one, the organisation could not be signed in to, and the next start would seed the demo.
      if (ctx.ids.users.size === 0)
        throw new ImportRefusedError(
          'The dump’s userProfiles hold no one with an e-mail, so the import would leave no one to sign in.',
        );
      await importUserHistory(ctx);
      await importBadgeAwards(ctx, badgeIds);
      await importBlueSquaresAndWarnings(ctx, await importWarningDescriptions(ctx));
      await importTeams(ctx);
      await importWbs(ctx);
      await importTasks(ctx);
      await importTimeEntries(ctx);
      await importTimeOffRequests(ctx);
      await importScheduledReasons(ctx);
      await importBlueSquareEmailCopies(ctx);
      await importInformations(ctx);
      await importPopupEditors(ctx);
      await importMouseoverText(ctx);
      await importTitles(ctx);
      await importOwnerMessage(ctx);
      await importJobListings(ctx);
      await importJobForms(ctx);
      await importBuildingManagement(ctx);
      await importFollowUps(ctx);
      await importTaskNotifications(ctx);
      await importTaskEditSuggestions(ctx);
      await importNotifications(ctx);
      await importWeeklySummaryRecipients(ctx);
      await importEmailSubscriptions(ctx);
      await importAiPrompt(ctx);
      await importMapLocations(ctx);
      await importPermissionChanges(ctx);
      await scratch.close();
      if (state === 'imported' && (await isAnotherOrganisation(tx)))
        throw new ImportRefusedError(
          'The dump is of another organisation than the one imported before (none of its people are the same): import it into a new database.',
        );
      await countDocumentChanges(tx, report);
      progress.step('Writing what changed since the previous import (everything, on a first import):');
      const changes = await applyChanges(tx, scratch, progress);
      countLinkChanges(report, changes);
      for (const change of changes)
        if (change.table !== 'hgn_origins' && change.inserted + change.updated + change.deleted > 0)
          report.written(change.table, change);
      // Tasks' hours are counted again when tasks or entries changed; otherwise they stand.
      if (
        changes.some(
          (change) =>
            (change.table === 'tasks' || change.table === 'time_entries') &&
            change.inserted + change.updated + change.deleted > 0,
        )
      )
        await recountTaskHours(ctx);
      await recompute(ctx);
      if (options.dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(options.dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  return report;
}
