// The read-only lookups of people: searches by name or e-mail, and the lists of everyone.
import { and, asc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { escapeLike } from '../../platform/db/like.js';
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
  /** People this condition holds for are left out: the caller's own table decides, on `users.id`. */
  leavingOut?: SQL;
};

export function createPeopleDirectoryRepo(db: DbOrTransaction) {
  return {
    /** People whose name or e-mail contains the text, ignoring case and accents, by name. */
    searchPeople: (search: PeopleSearch) => {
      return db
        .select({ ...nameColumns, email: users.email, role: users.role })
        .from(users)
        .leftJoin(profilePictures, eq(profilePictures.userId, users.id))
        .where(
          and(
            search.includeInactive ? undefined : eq(users.isActive, true),
            sql`${searchText} LIKE '%' || fold_for_search(${escapeLike(search.text)}) || '%'`,
            search.leavingOut && not(search.leavingOut),
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
export type BasicInfoRow = Awaited<ReturnType<PeopleDirectoryRepo['listBasicInfo']>>[number];
