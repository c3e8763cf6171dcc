// Sunday midnight Pacific closes the week for every active person (server-rules 4.1-4.6), in batches
// of people, one transaction each. A person's `week_closings` row is written in the transaction that
// gives their blue square (or a newcomer's notification), badges and e-mails, so a run cut short is
// resumed by the next one from the first person without a row, and nothing is done twice. Sunday
// 04:00 sends the follow-ups (4.5) from those rows in the same way.
import { hoursOf } from '@hgn/domain/timeEntries';
import { AWARDED_CATEGORIES, BADGE_TYPES, weeklyAwards, type BadgeCategory } from '@hgn/domain/badges';
import {
  closedWeekStartOf,
  decideWeekClose,
  followUpOf,
  weekEndOf,
  wholeMonthsBetween,
} from '@hgn/domain/blueSquares';
import { addPacificDays, formatMMMDDYY } from '@hgn/domain/time';
import type { HoursByCategoryJson } from '@hgn/domain/users';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import type { JobProgress } from '../../platform/jobs/scheduler.js';
import type { BadgesService } from '../badges/badges.service.js';
import type { BlueSquaresService } from '../blueSquares/blueSquares.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { TimeEntriesService, WeekCloseFigures } from '../timeEntries/timeEntries.service.js';
import type { TimeOffService } from '../timeOff/timeOff.service.js';
import type { UsersService } from '../users/users.service.js';
import type { WeeklySummariesService } from '../weeklySummaries/weeklySummaries.service.js';
import { followUpEmail } from './weekClose.emails.js';
import { createWeekCloseRepo, type CloseCandidate } from './weekClose.repo.js';

/** People closed per transaction. */
export const WEEK_CLOSE_BATCH = 250;
/** Weeks of hours the streak badges look back over. */
const STREAK_WEEKS = 52;
/** The roles whose teams count for "Lead a team of X+". */
const LEADING_ROLES: ReadonlySet<string> = new Set([
  'Owner',
  'Administrator',
  'Manager',
  'Mentor',
  'Core Team',
]);
const EVERY_AWARDED_TYPE = new Set(BADGE_TYPES);
/**
 * What a newcomer who met their hours but wrote no summary is told in place of a blue square
 * (server-rules 4.1 item 8).
 */
export const NEWCOMER_NOTICE =
  '<p><strong>Welcome to the team!</strong></p>' +
  '<p>You met your volunteer hours for the week that has just closed, but did not submit a weekly summary. Because you had not been with us for a full week yet, the blue square this would have given you was removed.</p>' +
  '<p>From now on, please submit your weekly summary every week, by Saturday at midnight Pacific time.</p>';

export type WeekCloseSources = {
  users: Pick<UsersService, 'recordWeekCloses'>;
  badges: Pick<BadgesService, 'awardableBadges' | 'heldBadgesOf' | 'applyAwards'>;
  blueSquares: Pick<BlueSquaresService, 'addAllWithin' | 'retireYearOld' | 'emailCopyAddresses'>;
  timeOff: Pick<TimeOffService, 'removeEndedBy'>;
  timeEntries: Pick<TimeEntriesService, 'weekCloseFigures' | 'mostTangibleHoursOfWeek'>;
  weeklySummaries: Pick<WeeklySummariesService, 'weekDigest'>;
  notifications: Pick<NotificationsService, 'sendWithin'>;
};

const categoryHours = (hours: HoursByCategoryJson): Partial<Record<BadgeCategory, number>> =>
  Object.fromEntries(
    AWARDED_CATEGORIES.map((category) => [
      category,
      hours[category.toLowerCase() as keyof HoursByCategoryJson] ?? 0,
    ]),
  );

export function createWeekCloseService({ db, config, clock }: FeatureDeps, sources: WeekCloseSources) {
  async function closeBatch(
    tx: DbOrTransaction,
    ids: readonly string[],
    context: {
      sunday: string;
      weekStart: string;
      week: { start: string; friday: string; yearAgo: string; sunday: string };
      badges: Awaited<ReturnType<BadgesService['awardableBadges']>>;
      mostHours: number;
      /** Who signs the newcomers' notices: the first active Owner, if there is one. */
      leadOwnerId: string | null;
    },
  ) {
    const { sunday, weekStart } = context;
    // One statement at a time: a transaction is one connection.
    const candidates = await createWeekCloseRepo(tx).candidates(ids, context.week);
    const figures = await sources.timeEntries.weekCloseFigures(tx, ids, weekStart, STREAK_WEEKS);
    const held = await sources.badges.heldBadgesOf(tx, ids);
    const closes = candidates.map((person) => {
      const hours = hoursOf(person.tangibleSeconds);
      // A reason scheduled for this Sunday is the description of the week's blue square, before time off's.
      const absenceReason = person.scheduledReason ?? person.timeOffReason;
      const hasSummary = person.wroteSummary || person.summaryNotRequired;
      const outcome = decideWeekClose({
        weekStart,
        hours,
        committedHours: person.weeklyCommittedHours,
        missedHours: person.missedHours,
        hasSummary,
        startDate: person.startDate,
        isCoreTeam: person.role === 'Core Team',
        blueSquaresInYear: person.squaresInYear,
        timeOff: absenceReason === null ? null : { reason: absenceReason },
      });
      return { person, hours, hasSummary, hadTimeOff: absenceReason !== null, outcome };
    });
    // The batch's writes are set-based, each in one statement; only the people claimed here are done.
    const claimed = await createWeekCloseRepo(tx).insertClosings(
      closes.map(({ person, hours, hasSummary, hadTimeOff, outcome }) => ({
        userId: person.id,
        weekStart,
        hours,
        requiredHours: outcome.requiredHours,
        hasSummary,
        hadTimeOff,
        decision: outcome.decision.kind,
        blueSquaresInYear: person.squaresInYear + (outcome.decision.kind === 'blueSquare' ? 1 : 0),
      })),
    );
    const done = closes.filter(({ person }) => claimed.has(person.id));
    for (const { person, outcome } of done)
      if (outcome.decision.kind === 'newcomerNotice')
        await sources.notifications.sendWithin(tx, {
          recipientId: person.id,
          senderId: context.leadOwnerId,
          message: NEWCOMER_NOTICE,
        });
    await sources.blueSquares.addAllWithin(
      tx,
      done.flatMap(({ person, hours, outcome: { decision, requiredHours } }) =>
        decision.kind === 'blueSquare'
          ? [
              {
                recipient: person,
                square: {
                  date: sunday,
                  description: decision.description,
                  reason: decision.fromTimeOff
                    ? ('other' as const)
                    : hours >= requiredHours
                      ? ('missing summary' as const)
                      : ('time not met' as const),
                },
              },
            ]
          : [],
      ),
    );
    await sources.users.recordWeekCloses(
      tx,
      done.map(({ person, hours, outcome }) => ({
        userId: person.id,
        weekHours: hours,
        missedHours: outcome.missedHoursAfter,
      })),
    );
    for (const { person, hours, outcome } of done) {
      const given = await award(tx, person, {
        ...context,
        hours,
        gaveSquare: outcome.decision.kind === 'blueSquare',
        figures: figures.get(person.id),
        held: held.get(person.id) ?? [],
      });
      if (given > 0) await createWeekCloseRepo(tx).setBadgesGiven(person.id, weekStart, given);
    }
  }

  async function award(
    tx: DbOrTransaction,
    person: CloseCandidate,
    context: {
      sunday: string;
      badges: Awaited<ReturnType<BadgesService['awardableBadges']>>;
      mostHours: number;
      hours: number;
      gaveSquare: boolean;
      figures: WeekCloseFigures | undefined;
      held: Parameters<BadgesService['applyAwards']>[2];
    },
  ): Promise<number> {
    if (context.badges.length === 0) return 0;
    const monthsSinceJoined = wholeMonthsBetween(person.startDate, context.sunday);
    const changes = weeklyAwards(
      {
        lastWeekHrs: context.hours,
        personalBestMaxHrs: person.personalBestMaxHrs,
        weeklyCommittedHrs: person.weeklyCommittedHours,
        mostHrsAmongActive: context.mostHours,
        savedWeeklyHrs: context.figures?.weeklyHours ?? [],
        monthsSinceJoined,
        monthsSinceLastBlueSquare: context.gaveSquare
          ? 0
          : person.lastSquareDate
            ? wholeMonthsBetween(person.lastSquareDate, context.sunday)
            : monthsSinceJoined,
        largestTeamLed: LEADING_ROLES.has(person.role) ? person.largestTeam : 0,
        hoursByCategory: context.figures ? categoryHours(context.figures.hoursByCategory) : {},
      },
      context.badges,
      context.held,
      EVERY_AWARDED_TYPE,
    );
    if (changes.length === 0) return 0;
    return sources.badges.applyAwards(tx, person.id, context.held, changes, formatMMMDDYY(context.sunday));
  }

  /** What the week's close has written so far, for the run's record. */
  const countsOf = async (weekStart: string) => {
    const counts = await createWeekCloseRepo(db).closedCounts(weekStart);
    return {
      people: counts.people,
      blueSquares: counts.blueSquares,
      newcomerNotices: counts.newcomerNotices,
      badges: counts.badges,
    };
  };

  return {
    /**
     * Closes the week that the midnight beginning `sunday` ends, for every active person not closed
     * yet, then (once per week) ends the time off that is over, retires year-old blue squares and
     * queues the weekly summaries e-mail.
     */
    async closeWeek(sunday: string, progress: JobProgress): Promise<void> {
      const weekStart = closedWeekStartOf(sunday);
      const context = {
        sunday,
        weekStart,
        week: {
          start: weekStart,
          friday: addPacificDays(weekStart, 5),
          yearAgo: addPacificDays(sunday, -365),
          sunday,
        },
        badges: await sources.badges.awardableBadges(),
        mostHours: await sources.timeEntries.mostTangibleHoursOfWeek(db, weekStart),
        leadOwnerId: await createWeekCloseRepo(db).leadOwnerId(),
      };
      const active = await createWeekCloseRepo(db).countActivePeople();
      for (let after: string | null = null; ;) {
        const ids = await createWeekCloseRepo(db).pendingPeople(weekStart, after, WEEK_CLOSE_BATCH);
        if (ids.length === 0) break;
        after = ids.at(-1)!;
        await db.transaction((tx) => closeBatch(tx, ids, context));
        const counts = await countsOf(weekStart);
        await progress({ done: counts.people, total: Math.max(active, counts.people), counts });
      }
      const tail = await db.transaction(async (tx) => {
        if (!(await createWeekCloseRepo(tx).claimSummariesEmail(weekStart))) return null;
        const timeOffEnded = await sources.timeOff.removeEndedBy(tx, weekEndOf(weekStart));
        const blueSquaresRetired = await sources.blueSquares.retireYearOld(tx, sunday);
        await enqueueEmail(
          tx,
          await sources.weeklySummaries.weekDigest(tx, weekStart, config.organisationInbox),
        );
        return { timeOffEnded, blueSquaresRetired, summariesEmails: 1 };
      });
      const counts = await countsOf(weekStart);
      await progress({
        done: counts.people,
        total: Math.max(active, counts.people),
        counts: { ...counts, ...tail },
      });
    },

    /** Sunday 04:00: the follow-up e-mail of each person the midnight close gave a blue square (4.5). */
    async sendFollowUps(sunday: string, progress: JobProgress): Promise<void> {
      const weekStart = closedWeekStartOf(sunday);
      for (;;) {
        const checked = await db.transaction(async (tx) => {
          const rows = await createWeekCloseRepo(tx).followUpCandidates(weekStart, WEEK_CLOSE_BATCH);
          const bcc = rows.length > 0 ? await sources.blueSquares.emailCopyAddresses(tx) : [];
          for (const row of rows) {
            const kind = followUpOf({
              hours: row.hours,
              requiredHours: row.requiredHours,
              hasSummary: row.hasSummary,
              hadTimeOff: row.hadTimeOff,
              gotBlueSquare: row.decision === 'blueSquare',
              blueSquaresInYear: row.blueSquaresInYear,
              monthsOnTeam: wholeMonthsBetween(row.startDate, sunday),
            });
            if (kind)
              await enqueueEmail(tx, followUpEmail(row, kind, weekStart, [config.organisationInbox], bcc));
            await createWeekCloseRepo(tx).markFollowUp(row.userId, weekStart, kind, clock.now());
          }
          return rows.length;
        });
        const counts = await createWeekCloseRepo(db).closedCounts(weekStart);
        await progress({
          done: counts.followUpsChecked,
          total: counts.people,
          counts: { people: counts.followUpsChecked, followUps: counts.followUps },
        });
        if (checked === 0) break;
      }
    },
  };
}

export type WeekCloseService = ReturnType<typeof createWeekCloseService>;
