// The read-only lookups of people: searches by name or e-mail, and the lists of everyone.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { escapeLike } from '../../platform/db/like.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { projectMembers } from '../projects/projects.table.js';
import { teamMembers } from '../teams/teams.table.js';
import { profilePictures, users } from './users.table.js';

// The folded text the trigram index covers; searches must use this exact expression to use it.
const searchText = sql`fold_for_search(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
const nameColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePic: users.profilePic,
  pictureUpdatedAt: profilePictures.updatedAt,
};

/** A people search: the text is matched literally (LIKE wildcards mean themselves). */
export type PeopleSearch = {
  text: string;
  limit: number;
  /** Inactive people are left out unless asked for. */
  includeInactive?: boolean;
  /** People already on this project are left out. */
  excludingMembersOf?: { projectId: string };
};

export function createPeopleDirectoryRepo(db: DbOrTransaction) {
  return {
    /** People whose name or e-mail contains the text, ignoring case and accents, by name. */
    searchPeople: (search: PeopleSearch) => {
      const excluded = search.excludingMembersOf;
      const membership =
        excluded === undefined
          ? undefined
          : db
              .select({ one: sql`1` })
              .from(projectMembers)
              .where(
                and(eq(projectMembers.projectId, excluded.projectId), eq(projectMembers.userId, users.id)),
              );
      return db
        .select({ ...nameColumns, email: users.email, role: users.role })
        .from(users)
        .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
        .where(
          and(
            search.includeInactive ? undefined : eq(users.isActive, true),
            sql`${searchText} LIKE '%' || fold_for_search(${escapeLike(search.text)}) || '%'`,
            membership && notExists(membership),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(search.limit);
    },

    /** Users with exactly this first and last name, ignoring case and accents. */
    findByFirstAndLastName: (firstName: string, lastName: string) =>
      db
        .select(nameColumns)
        .from(users)
        .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
        .where(
          and(
            sql`fold_for_search(${users.firstName}) = fold_for_search(${firstName})`,
            sql`fold_for_search(${users.lastName}) = fold_for_search(${lastName})`,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName)),

    /** Users whose first or last name is the text, ignoring case and accents. */
    findByFirstOrLastName: (name: string) =>
      db
        .select(nameColumns)
        .from(users)
        .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
        .where(
          or(
            sql`fold_for_search(${users.firstName}) = fold_for_search(${name})`,
            sql`fold_for_search(${users.lastName}) = fold_for_search(${name})`,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),

    /** The projects of the people `listProjectsOfPeopleNamed` (users.service) describes, each once. */
    listProjectIdsOfPeopleNamed: async (text: string, words: readonly string[]) => {
      const contains = (column: typeof users.firstName | typeof users.lastName, part: string) =>
        sql`fold_for_search(${column}) LIKE '%' || fold_for_search(${escapeLike(part)}) || '%'`;
      const named =
        words.length > 1
          ? or(
              contains(users.firstName, text),
              and(contains(users.firstName, words[0]!), contains(users.lastName, words[words.length - 1]!)),
            )
          : or(contains(users.firstName, text), contains(users.lastName, text));
      const rows = await db
        .selectDistinct({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(named)
        .orderBy(asc(projectMembers.projectId));
      return rows.map((row) => row.projectId);
    },

    /** The other members of the person's teams, each once, by name. */
    listTeamMates: (userId: string) => {
      const own = alias(teamMembers, 'own_membership');
      return db
        .selectDistinct({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
        })
        .from(own)
        .innerJoin(teamMembers, eq(teamMembers.teamId, own.teamId))
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(own.userId, userId), ne(users.id, userId)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /** Users whose "first last" is the text, ignoring case, accents and extra spaces. */
    findByFullName: (fullName: string) =>
      db
        .select(nameColumns)
        .from(users)
        .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
        .where(
          sql`fold_for_search(trim(${users.firstName}) || ' ' || trim(${users.lastName})) = fold_for_search(${fullName})`,
        )
        .orderBy(asc(users.firstName), asc(users.lastName)),

    listTeamCodes: async () =>
      (
        await db
          .selectDistinct({ teamCode: users.teamCode })
          .from(users)
          .where(ne(users.teamCode, ''))
          .orderBy(asc(users.teamCode))
      ).map((row) => row.teamCode),

    /** Every user with the count of their blue squares, latest start first. */
    listUsers: () =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          email: users.email,
          isActive: users.isActive,
          isVisible: users.isVisible,
          isRehireable: users.isRehireable,
          jobTitle: users.jobTitle,
          weeklyCommittedHours: users.weeklyCommittedHours,
          teamCode: users.teamCode,
          createdAt: users.createdAt,
          startDate: users.startDate,
          endDate: users.endDate,
          reactivationDate: users.reactivationDate,
          // The condition is built by eq() so both columns keep their table names: a single-table
          // select writes its own columns bare, and a bare "id" would be the blue square's.
          infringementCount:
            sql<number>`(select ${count()} from ${blueSquares} where ${eq(blueSquares.userId, users.id)})`.mapWith(
              Number,
            ),
        })
        .from(users)
        .where(sql`${users.archivedAt} is null`)
        .orderBy(desc(users.startDate), asc(users.lastName), asc(users.firstName)),

    /** Every user's name, status and dates, by last name. */
    listBasicInfo: () =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          isActive: users.isActive,
          startDate: users.startDate,
          createdAt: users.createdAt,
          endDate: users.endDate,
        })
        .from(users)
        .where(sql`${users.archivedAt} is null`)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
  };
}

export type PeopleDirectoryRepo = ReturnType<typeof createPeopleDirectoryRepo>;
export type UserNameRow = Awaited<ReturnType<PeopleDirectoryRepo['findByFullName']>>[number];
export type PersonMatchRow = Awaited<ReturnType<PeopleDirectoryRepo['searchPeople']>>[number];
export type UserListRow = Awaited<ReturnType<PeopleDirectoryRepo['listUsers']>>[number];
export type BasicInfoRow = Awaited<ReturnType<PeopleDirectoryRepo['listBasicInfo']>>[number];
