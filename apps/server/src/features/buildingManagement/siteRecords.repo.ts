import type { SiteIssueStatus } from '@hgn/domain/buildingManagement';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { buildingProjects } from './buildingProjects.table.js';
import { externalTeamMembers, siteIssues } from './siteRecords.table.js';

export type ExternalTeamMemberRow = typeof externalTeamMembers.$inferSelect;
type ExternalTeamMemberFields = Omit<typeof externalTeamMembers.$inferInsert, 'id' | 'createdAt'>;

const issueColumns = {
  id: siteIssues.id,
  projectId: siteIssues.projectId,
  projectName: buildingProjects.name,
  title: siteIssues.title,
  type: siteIssues.type,
  date: siteIssues.date,
  text: siteIssues.text,
  status: siteIssues.status,
  createdAt: siteIssues.createdAt,
  closedAt: siteIssues.closedAt,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

export type SiteIssueRow = {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  type: string;
  date: string;
  text: string;
  status: string;
  createdAt: Date;
  closedAt: Date | null;
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
};
type SiteIssueFields = Pick<
  typeof siteIssues.$inferInsert,
  'projectId' | 'title' | 'type' | 'date' | 'text' | 'createdBy'
>;

export function createSiteRecordsRepo(db: DbOrTransaction) {
  const selectIssues = (where: SQL | undefined) =>
    db
      .select(issueColumns)
      .from(siteIssues)
      .innerJoin(buildingProjects, eq(buildingProjects.id, siteIssues.projectId))
      .leftJoin(users, eq(users.id, siteIssues.createdBy))
      .where(where);

  return {
    listExternalTeamNewestFirst: (): Promise<ExternalTeamMemberRow[]> =>
      db
        .select()
        .from(externalTeamMembers)
        .orderBy(desc(externalTeamMembers.createdAt), asc(externalTeamMembers.id)),

    insertExternalTeamMember: async (fields: ExternalTeamMemberFields): Promise<ExternalTeamMemberRow> => {
      const [row] = await db.insert(externalTeamMembers).values(fields).returning();
      return row!;
    },

    /** Newest day first, then the newest written. */
    listIssues: (filter: { projectId?: string | undefined; status?: SiteIssueStatus | undefined }) =>
      selectIssues(
        and(
          filter.projectId ? eq(siteIssues.projectId, filter.projectId) : undefined,
          filter.status ? eq(siteIssues.status, filter.status) : undefined,
        ),
      ).orderBy(desc(siteIssues.date), desc(siteIssues.createdAt), asc(siteIssues.id)) as Promise<
        SiteIssueRow[]
      >,

    findIssue: async (issueId: string): Promise<SiteIssueRow | undefined> => {
      const [row] = await selectIssues(eq(siteIssues.id, issueId));
      return row;
    },

    /** Whether the building project exists, holding it until the transaction ends so it stays. */
    keepProject: async (projectId: string): Promise<boolean> => {
      const rows = await db
        .select({ id: buildingProjects.id })
        .from(buildingProjects)
        .where(eq(buildingProjects.id, projectId))
        .for('key share');
      return rows.length > 0;
    },

    insertIssue: async (fields: SiteIssueFields): Promise<string> => {
      const [row] = await db.insert(siteIssues).values(fields).returning({ id: siteIssues.id });
      return row!.id;
    },

    /**
     * Moves an issue to the status in one statement, so two people closing it at once both see it
     * closed once; the first close's time stays. False when there is no such issue.
     */
    setIssueStatus: async (issueId: string, status: SiteIssueStatus, now: Date) => {
      const rows = await db
        .update(siteIssues)
        .set(
          status === 'closed'
            ? { status, closedAt: sql`coalesce(${siteIssues.closedAt}, ${now})` }
            : { status, closedAt: null },
        )
        .where(eq(siteIssues.id, issueId))
        .returning({ id: siteIssues.id });
      return rows.length > 0;
    },
  };
}
