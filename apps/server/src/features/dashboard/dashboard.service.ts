import type {
  LeaderboardPageJson,
  LeaderboardPageQuery,
  LeaderboardRowJson,
  MouseoverTextInput,
  MouseoverTextJson,
  OrgDataJson,
  TeamWeekNoticeJson,
} from '@hgn/domain/dashboard';
import {
  dashboardMessages,
  foldedForSearch,
  seesAllLeaderboardRows,
  seesLeaderboardTeamFilter,
  mouseoverTextMessages,
  teamWeekNoticeAt,
  teamWeekNoticeText,
} from '@hgn/domain/dashboard';
import type { Actor } from '@hgn/domain/permissions';
import { isUuid } from '@hgn/domain/ids';
import { weekRange } from '@hgn/domain/time';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import type { TeamTasksService } from '../teamTasks/teamTasks.service.js';
import { createDashboardData, type DashboardDataSources } from './dashboardData.js';
import {
  boardRowsOf,
  leaderboardJsonOf,
  leaderboardPageJsonOf,
  presentOrgData,
  type BoardRow,
} from './leaderboard.present.js';
import { leaderboardAnswer, createLeaderboardRepo } from './leaderboard.repo.js';
import { createMouseoverTextsRepo, type MouseoverTextRow } from './mouseoverTexts.repo.js';
import { createTeamWeekNoticesRepo } from './teamWeekNotices.repo.js';

const userNotFound = () => new AppError({ code: 'USER_NOT_FOUND', message: dashboardMessages.userNotFound });
const userInactive = () => new AppError({ code: 'USER_INACTIVE', message: dashboardMessages.userInactive });
const teamFilterForbidden = () =>
  new AppError({ code: 'TEAM_FILTER_FORBIDDEN', message: dashboardMessages.teamFilterForbidden });

/** A kept leaderboard: its rows, each with its JSON, and the whole list's JSON. */
type Board = { rows: BoardRow[]; whole: Buffer };

const mouseoverTextExists = () =>
  new AppError({ code: 'MOUSEOVER_TEXT_EXISTS', message: mouseoverTextMessages.exists });
const mouseoverTextNotFound = () =>
  new AppError({ code: 'MOUSEOVER_TEXT_NOT_FOUND', message: mouseoverTextMessages.notFound });

const presentMouseoverText = (row: MouseoverTextRow): MouseoverTextJson => ({
  _id: row.id,
  mouseoverText: row.text,
});

const noNotice: TeamWeekNoticeJson = { kind: null, deadline: null, title: null, message: null };

/** Whom a dashboard shows is the team tasks' rule (server-rules 5). */
export type DashboardSources = DashboardDataSources & {
  teamTasks: Pick<TeamTasksService, 'viewedDashboard'>;
};

export function createDashboardService({ db, clock, keptAnswers }: FeatureDeps, sources: DashboardSources) {
  const thisWeek = () => weekRange(clock.now()).startDate;
  const mouseoverTexts = createMouseoverTextsRepo(db);

  /**
   * The board the user's dashboard shows, kept between requests for what the database holds now: its
   * rows and their whole JSON. One's own dashboard is known from the caller (a signed-in caller is
   * active), with no query.
   */
  async function board(actor: Actor, userId: string): Promise<Board> {
    const viewed =
      userId.toLowerCase() === actor.userId
        ? { id: actor.userId, isActive: true, everyone: actor.permissions.has('seeUsersInDashboard') }
        : await sources.teamTasks.viewedDashboard(userId);
    if (!viewed) throw userNotFound();
    if (!viewed.isActive) throw userInactive();
    const week = thisWeek();
    const scope = viewed.everyone ? 'everyone' : `teams of ${viewed.id}`;
    return keptAnswers.value(leaderboardAnswer, `${week} ${scope}`, async () => {
      const rows = boardRowsOf(await createLeaderboardRepo(db).rows(viewed, week));
      const whole = Buffer.from(leaderboardJsonOf(rows).body);
      // The rows' texts and the whole list hold the same characters.
      return { value: { rows, whole }, bytes: 2 * whole.length };
    });
  }

  return {
    /** The original client's dashboard reads, from the profile and the people report (`dashboardData.ts`). */
    data: createDashboardData(sources),

    /**
     * `GET /api/dashboard/leaderboard/:userId`: the people the user's dashboard shows with this
     * Pacific week's hours, in one statement however many they are.
     */
    leaderboard: async (actor: Actor, userId: string): Promise<RawJson<LeaderboardRowJson[]>> =>
      rawJson((await board(actor, userId)).whole),

    /**
     * A page of the same leaderboard as this product's dashboard shows it: the rows the caller sees,
     * by the search and the team, cut from the board kept for everyone who reads it.
     */
    async leaderboardPage(
      actor: Actor,
      userId: string,
      query: LeaderboardPageQuery,
    ): Promise<RawJson<LeaderboardPageJson>> {
      if (query.team !== undefined && !seesLeaderboardTeamFilter(actor)) throw teamFilterForbidden();
      const [{ rows }, members] = await Promise.all([
        board(actor, userId),
        query.team === undefined ? null : createLeaderboardRepo(db).teamMemberIds(query.team),
      ]);
      const memberIds = members && new Set(members);
      const seesAll = seesAllLeaderboardRows(actor);
      const search = foldedForSearch(query.search);
      const chosen = rows.filter(
        (row) =>
          (seesAll || row.weeklyCommittedHours > 0 || row.personId === actor.userId) &&
          (memberIds === null || memberIds.has(row.personId)) &&
          row.foldedName.includes(search),
      );
      return leaderboardPageJsonOf(chosen, { ...query, teamMemberCount: members?.length ?? null });
    },

    /** `GET /api/dashboard/leaderboard/org/data`: the organisation's totals of this Pacific week. */
    orgData: async (): Promise<OrgDataJson> =>
      presentOrgData(await createLeaderboardRepo(db).orgTotals(thisWeek())),

    /** The leaderboard's mouseover text: none until an Owner writes it, then one. */
    mouseoverText: async (): Promise<MouseoverTextJson[]> =>
      (await mouseoverTexts.list()).map(presentMouseoverText),

    /** The first mouseover text; a second, even sent at the same moment, is refused with 409. */
    createMouseoverText: async ({ newMouseoverText }: MouseoverTextInput): Promise<MouseoverTextJson> =>
      presentMouseoverText(
        await refusedAs(
          () => mouseoverTexts.insert(newMouseoverText),
          isUniqueViolation,
          mouseoverTextExists,
        ),
      ),

    async updateMouseoverText(
      id: string,
      { newMouseoverText }: MouseoverTextInput,
    ): Promise<MouseoverTextJson> {
      const row = isUuid(id) ? await mouseoverTexts.update(id.toLowerCase(), newMouseoverText) : undefined;
      if (!row) throw mouseoverTextNotFound();
      return presentMouseoverText(row);
    },

    /** The caller's team-week notice, if one is to be shown now. */
    async teamWeekNotice(actor: Actor): Promise<TeamWeekNoticeJson> {
      const facts = await createTeamWeekNoticesRepo(db).factsOf(actor.userId);
      const now = clock.now();
      const notice = teamWeekNoticeAt({ role: actor.role, ...facts }, now);
      return notice
        ? { kind: notice.kind, deadline: notice.deadline.toISOString(), ...teamWeekNoticeText(notice, now) }
        : noNotice;
    },

    /** Hides the caller's team-week notice until the next Thursday. */
    async dismissTeamWeekNotice(actor: Actor): Promise<TeamWeekNoticeJson> {
      await createTeamWeekNoticesRepo(db).dismiss(actor.userId, clock.now());
      return noNotice;
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
