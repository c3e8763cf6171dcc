import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { projects } from '../projects/projects.table.js';
import { teams } from '../teams/teams.table.js';
import { titles } from './titles.table.js';

/** A title with the current names of its project and team. */
export type TitleRow = typeof titles.$inferSelect & { projectName: string | null; teamName: string | null };
export type TitleValues = {
  titleName: string;
  titleCode: string;
  teamCode: string;
  projectId: string;
  teamId: string | null;
  mediaFolder: string;
  shortName: string;
};

const titleColumns = {
  id: titles.id,
  titleName: titles.titleName,
  titleCode: titles.titleCode,
  teamCode: titles.teamCode,
  projectId: titles.projectId,
  teamId: titles.teamId,
  mediaFolder: titles.mediaFolder,
  shortName: titles.shortName,
  order: titles.order,
  createdAt: titles.createdAt,
  updatedAt: titles.updatedAt,
  projectName: projects.name,
  teamName: teams.name,
};

export function createTitlesRepo(db: DbOrTransaction) {
  const withNames = (reader: DbOrTransaction) =>
    reader
      .select(titleColumns)
      .from(titles)
      .leftJoin(projects, eq(projects.id, titles.projectId))
      .leftJoin(teams, eq(teams.id, titles.teamId));
  /** Every title in its order; titles of the same place in the order they were made. */
  const inOrder = (reader: DbOrTransaction): Promise<TitleRow[]> =>
    withNames(reader).orderBy(asc(titles.order), asc(titles.createdAt), asc(titles.id));

  return {
    listInOrder: () => inOrder(db),

    find: async (id: string): Promise<TitleRow | undefined> =>
      (await withNames(db).where(eq(titles.id, id)))[0],

    projectExists: async (id: string): Promise<boolean> =>
      (await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id))).length > 0,

    teamExists: async (id: string): Promise<boolean> =>
      (await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id))).length > 0,

    /** Which of the code and name another title already has, ignoring case. */
    takenBy: async (values: Pick<TitleValues, 'titleCode' | 'titleName'>, exceptId?: string) => {
      const rows = await db
        .select({ titleCode: titles.titleCode, titleName: titles.titleName })
        .from(titles)
        .where(
          and(
            sql`(lower(${titles.titleCode}) = lower(${values.titleCode}) or lower(${titles.titleName}) = lower(${values.titleName}))`,
            exceptId ? ne(titles.id, exceptId) : undefined,
          ),
        );
      const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
      return {
        code: rows.some((row) => same(row.titleCode, values.titleCode)),
        name: rows.some((row) => same(row.titleName, values.titleName)),
      };
    },

    /** A new title goes after the others. */
    insert: async (values: TitleValues): Promise<string> =>
      (
        await db
          .insert(titles)
          .values({ ...values, order: sql`(select coalesce(max(${titles.order}), 0) + 1 from ${titles})` })
          .returning({ id: titles.id })
      )[0]!.id,

    update: async (id: string, values: TitleValues): Promise<boolean> =>
      (
        await db
          .update(titles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(titles.id, id))
          .returning({ id: titles.id })
      ).length > 0,

    remove: async (id: string): Promise<boolean> =>
      (await db.delete(titles).where(eq(titles.id, id)).returning({ id: titles.id })).length > 0,

    /** Sets each title's place in one transaction; the ids that name no title are answered. */
    reorder: (places: readonly { id: string; order: number }[]) =>
      db.transaction(async (tx) => {
        const ids = places.map((place) => place.id);
        const found = new Set(
          ids.length === 0
            ? []
            : (await tx.select({ id: titles.id }).from(titles).where(inArray(titles.id, ids))).map(
                (row) => row.id,
              ),
        );
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) return { missing, rows: [] };
        for (const { id, order } of places)
          await tx.update(titles).set({ order, updatedAt: new Date() }).where(eq(titles.id, id));
        return { missing, rows: await inOrder(tx) };
      }),
  };
}
