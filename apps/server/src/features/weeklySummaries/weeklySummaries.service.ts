import { isUuid } from '@hgn/domain/ids';
import { weeklySummaryMessages as messages } from '@hgn/domain/messages';
import { pacificDate, startOfPacificDay } from '@hgn/domain/time';
import {
  summaryWeekStart,
  wordsOfSummary,
  SUMMARY_MIN_WORDS,
  type SummaryWriterTarget,
  type WeeklySummariesJson,
  isSummaryWeek,
  SUMMARY_WEEKS,
  type ReportColour,
  type ReportColourJson,
  type SummaryRecipientJson,
  weeklySummariesReportCsv,
  filterReportRows,
  reportFilterOf,
  teamCodesOf,
  teamsOf,
  type ReportFilters,
  type SummaryWeek,
  type WeeklySummariesReportPageJson,
  type WeeklySummariesReportRowJson,
  type weeklySummaryInput,
  type weeklySummaryMoveInput,
} from '@hgn/domain/weeklySummaries';
import type { ProfileSummariesJson } from '@hgn/domain/users';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { notAValidUser, type UsersService } from '../users/users.service.js';
import {
  presentProfileSummaries,
  presentReportRow,
  presentWeeklySummaries,
} from './weeklySummaries.present.js';
import { createWeeklySummariesRepo } from './weeklySummaries.repo.js';
import { weeklySummariesDigest } from './weeklySummaries.emails.js';
import {
  createWeeklySummariesReportRepo,
  reportPeopleAnswer,
  weeklySummariesReportAnswer,
  type ReportPerson,
  type ReportWindow,
} from './weeklySummariesReport.repo.js';

/** A week a profile save writes: its Sunday and the summary to store there. */
export type ProfileWeekWrite = { weekStart: string; summary: string };

const presentRecipient = (person: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}): SummaryRecipientJson => ({
  _id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
});

/** The media link is the profile's: the users feature writes it, inside the summary's transaction. */
export type WeeklySummariesSources = {
  users: Pick<
    UsersService,
    'setMediaUrl' | 'setFilterColor' | 'setGetWeeklyReport' | 'weeklyReportRecipients'
  >;
};

// As the profile answers for an id that names nobody.
const recipientInactive = () => new AppError({ code: 'USER_INACTIVE', message: messages.recipientInactive });
const tooFewWords = () =>
  new AppError({ code: 'VALIDATION_FAILED', field: 'summary', message: messages.minimumWords });
const nothingToMove = () =>
  new AppError({ code: 'NO_SUMMARY_TO_MOVE', field: 'from', message: messages.nothingToMove });
const weekTaken = () =>
  new AppError({ code: 'SUMMARY_WEEK_TAKEN', field: 'to', message: messages.weekTaken });

/**
 * The HTML stored for a summary: sanitised, and '' when no text is left (the week is cleared). The
 * input's words were counted as sent; they are counted again on what is kept, since sanitising may
 * leave out text that was hidden in markup.
 */
function storedSummaryOf(html: string): string {
  const sanitised = sanitizeRichText(html, { pictures: false });
  const words = wordsOfSummary(sanitised);
  if (words === 0) return '';
  if (words < SUMMARY_MIN_WORDS) throw tooFewWords();
  return sanitised;
}

/** About what a person of the report's list holds in memory: its texts and a little for each field. */
const bytesOfPerson = (person: ReportPerson): number =>
  2 * (person.id.length + person.firstName.length + person.lastName.length + person.email.length) +
  2 * person.teamCode.length +
  80 * person.teams.length +
  120;

/** The report's four weeks at `now`, this week first. */
const reportWindowAt = (now: Date): ReportWindow => ({
  weekStarts: [
    summaryWeekStart(now, 0),
    summaryWeekStart(now, 1),
    summaryWeekStart(now, 2),
    summaryWeekStart(now, 3),
  ],
  since: startOfPacificDay(summaryWeekStart(now, 3)),
  today: pacificDate(now),
});

export function createWeeklySummariesService(
  { db, clock, keptAnswers }: FeatureDeps,
  sources: WeeklySummariesSources,
) {
  async function reportRows(): Promise<WeeklySummariesReportRowJson[]> {
    const window = reportWindowAt(clock.now());
    return (await createWeeklySummariesReportRepo(db).listRows(window)).map(presentReportRow(window));
  }

  /**
   * Every active person the filters keep for the week, in the report's order, and the filters'
   * choices. The people and the choices are kept between requests for what the database holds now, as
   * the report is.
   */
  async function keptPeople(week: SummaryWeek, filters: ReportFilters) {
    const window = reportWindowAt(clock.now());
    const everyone = await keptAnswers.value(reportPeopleAnswer, window.weekStarts.join(' '), async () => {
      const people = await createWeeklySummariesReportRepo(db).listPeople(window);
      return {
        value: { people, teams: teamsOf(people), teamCodes: teamCodesOf(people) },
        bytes: people.reduce((sum, person) => sum + bytesOfPerson(person), 0),
      };
    });
    const keeps = reportFilterOf(filters);
    const kept = everyone.people.filter((person) => keeps(person, person.written[week]));
    return { window, choices: { teams: everyone.teams, teamCodes: everyone.teamCodes }, kept };
  }

  const userIdOf = (userId: string): string => {
    if (!isUuid(userId)) throw notAValidUser();
    return userId.toLowerCase();
  };

  /** In one transaction holding the person's summaries: the person, or the answer that names nobody. */
  const writing = <T>(
    userId: string,
    write: (tx: DbOrTransaction, person: { id: string; mediaUrl: string }, now: Date) => Promise<T>,
  ): Promise<T> => {
    const id = userIdOf(userId);
    return db.transaction(async (tx) => {
      await createWeeklySummariesRepo(tx).lockPersonsSummaries(id);
      const person = await createWeeklySummariesRepo(tx).findPerson(id);
      if (!person) throw notAValidUser();
      return write(tx, person, clock.now());
    });
  };

  return {
    /** Whose summaries a request writes, for the route's guard; undefined when the id names nobody. */
    async writerOf(userId: string | undefined): Promise<SummaryWriterTarget | undefined> {
      if (!isUuid(userId)) return undefined;
      const person = await createWeeklySummariesRepo(db).findPerson(userId.toLowerCase());
      return person && { userId: person.id, role: person.role, isProtected: person.isProtected };
    },

    /** The four weeks, the count of weeks written and their dates, as the profile shows them. */
    profileSummariesOf: async (userId: string): Promise<ProfileSummariesJson> =>
      presentProfileSummaries(userId, await createWeeklySummariesRepo(db).listOfPerson(userId), clock.now()),

    /**
     * Until the transaction ends, no other request writes the person's summaries. A profile save takes
     * it before the profile's row, in the order the summary form's save takes them.
     */
    lockSummariesOf: (tx: DbOrTransaction, userId: string): Promise<void> =>
      createWeeklySummariesRepo(tx).lockPersonsSummaries(userId),

    /**
     * The weeks a profile save changes, from its four summaries, this week first, each stored as the
     * summary form stores it. A week whose summary is what is stored (or stores the same once
     * sanitised) is left out, so its upload date does not move; a cleared week without a row too.
     */
    async profileWeekChanges(
      reader: DbOrTransaction,
      userId: string,
      summaries: readonly string[],
    ): Promise<ProfileWeekWrite[]> {
      const now = clock.now();
      const stored = new Map(
        (await createWeeklySummariesRepo(reader).listOfPerson(userId)).map((row) => [
          row.weekStart,
          row.summary,
        ]),
      );
      return SUMMARY_WEEKS.flatMap((week) => {
        const html = summaries[week];
        if (html === undefined) return [];
        const weekStart = summaryWeekStart(now, week);
        const current = stored.get(weekStart) ?? '';
        const summary = html === current ? current : storedSummaryOf(html);
        return summary === current ? [] : [{ weekStart, summary }];
      });
    },

    /** Writes the weeks `profileWeekChanges` found, in the profile save's transaction. */
    async writeProfileWeeks(tx: DbOrTransaction, userId: string, writes: readonly ProfileWeekWrite[]) {
      const uploadedAt = clock.now();
      for (const write of writes)
        await createWeeklySummariesRepo(tx).saveWeek({ userId, ...write, uploadedAt });
    },

    /**
     * Saves one of the four weeks' summaries and the media link together; an empty summary clears
     * the week. The same save sent many times at once leaves one row, the last one written.
     */
    save: (userId: string, input: z.output<typeof weeklySummaryInput>): Promise<WeeklySummariesJson> =>
      writing(userId, async (tx, person, now) => {
        await createWeeklySummariesRepo(tx).saveWeek({
          userId: person.id,
          weekStart: summaryWeekStart(now, input.week),
          summary: storedSummaryOf(input.summary),
          uploadedAt: now,
        });
        await sources.users.setMediaUrl(tx, person.id, input.mediaUrl);
        const rows = await createWeeklySummariesRepo(tx).listOfPerson(person.id);
        return presentWeeklySummaries({ id: person.id, mediaUrl: input.mediaUrl }, rows, now);
      }),

    /**
     * Moves a week's summary, with its upload date, to another of the four weeks. A summary already
     * written in that week is not overwritten: the move is refused and nothing changes.
     */
    move: (userId: string, input: z.output<typeof weeklySummaryMoveInput>): Promise<WeeklySummariesJson> =>
      writing(userId, async (tx, person, now) => {
        const from = summaryWeekStart(now, input.from);
        const to = summaryWeekStart(now, input.to);
        const [moved, target] = await Promise.all([
          createWeeklySummariesRepo(tx).findWeek(person.id, from),
          createWeeklySummariesRepo(tx).findWeek(person.id, to),
        ]);
        if (!moved || moved.summary === '') throw nothingToMove();
        if (target && target.summary !== '') throw weekTaken();
        if (target) await createWeeklySummariesRepo(tx).removeWeek(person.id, to);
        await createWeeklySummariesRepo(tx).moveWeek(person.id, from, to);
        return presentWeeklySummaries(
          person,
          await createWeeklySummariesRepo(tx).listOfPerson(person.id),
          now,
        );
      }),

    /**
     * The weekly summaries e-mail of the week starting `weekStart`, to `inbox` and the people chosen to
     * receive it, read in the caller's transaction.
     */
    async weekDigest(reader: DbOrTransaction, weekStart: string, inbox: string) {
      const [rows, recipients] = await Promise.all([
        createWeeklySummariesReportRepo(reader).listRows(reportWindowAt(startOfPacificDay(weekStart))),
        sources.users.weeklyReportRecipients(reader),
      ]);
      const to = [...new Set([inbox, ...recipients.map((person) => person.email)])];
      return weeklySummariesDigest(rows, weekStart, to);
    },

    /** The people who receive the weekly summaries e-mail. */
    recipients: async (): Promise<SummaryRecipientJson[]> =>
      (await sources.users.weeklyReportRecipients()).map(presentRecipient),

    /** Adds a person to the e-mail's recipients, or takes them off; answers the recipients. */
    async setRecipient(userId: string, receives: boolean): Promise<SummaryRecipientJson[]> {
      const outcome = await sources.users.setGetWeeklyReport(userIdOf(userId), receives);
      if (outcome === 'unknown') throw notAValidUser();
      if (outcome === 'inactive') throw recipientInactive();
      return (await sources.users.weeklyReportRecipients()).map(presentRecipient);
    },

    /**
     * `GET /api/reports/weeklysummaries`: every active person, read in one statement however many
     * they are, and kept as JSON until a change to what it is read from (or the next day: a person's
     * days in the team count up to today).
     */
    report: (): Promise<RawJson<WeeklySummariesReportRowJson[]>> =>
      keptAnswers.answer(weeklySummariesReportAnswer, pacificDate(clock.now()), async () =>
        rawJson(JSON.stringify(await reportRows())),
      ),

    /**
     * A page of the report for this product's screen: the filters are decided on what they read of
     * every active person, and only the page's people are read whole (their summaries, hours, badges).
     */
    async reportPage(
      week: number,
      filters: ReportFilters,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<WeeklySummariesReportPageJson> {
      const shownWeek = isSummaryWeek(week) ? week : 0;
      const { window, choices, kept } = await keptPeople(shownWeek, filters);
      const onPage = kept.slice((page - 1) * pageSize, page * pageSize).map((person) => person.id);
      const rows =
        onPage.length === 0 ? [] : await createWeeklySummariesReportRepo(db).listRows(window, onPage);
      return {
        items: rows.map(presentReportRow(window)),
        total: kept.length,
        submitted: kept.filter((person) => person.written[shownWeek]).length,
        page,
        pageSize,
        ...choices,
      };
    },

    /** The e-mails of everyone the filters keep for the week, in the report's order. */
    reportEmails: async (week: number, filters: ReportFilters): Promise<{ emails: string[] }> => ({
      emails: (await keptPeople(isSummaryWeek(week) ? week : 0, filters)).kept.map((person) => person.email),
    }),

    /** Gives an active person a colour in the report, or takes it away. */
    async setColour(userId: string, filterColor: ReportColour | null): Promise<ReportColourJson> {
      const id = await sources.users.setFilterColor(userIdOf(userId), filterColor);
      if (!id) throw notAValidUser();
      return { _id: id, filterColor };
    },

    /** The report's table of one week as CSV: a header row and a row per person the filters keep. */
    async reportCsv(week: number, filters: ReportFilters): Promise<string> {
      const shownWeek = isSummaryWeek(week) ? week : 0;
      return weeklySummariesReportCsv(filterReportRows(await reportRows(), shownWeek, filters), shownWeek);
    },
  };
}

export type WeeklySummariesService = ReturnType<typeof createWeeklySummariesService>;
