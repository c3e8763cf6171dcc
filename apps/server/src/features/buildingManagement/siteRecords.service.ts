import type {
  ExternalTeamMemberJson,
  externalTeamMemberInput,
  SiteIssueJson,
  siteIssueCreateInput,
  siteIssueListQuery,
  SiteIssueStatus,
} from '@hgn/domain/buildingManagement';
import { isUuid } from '@hgn/domain/ids';
import { buildingMessages, siteIssueMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionActor } from '../../platform/http/session-actor.js';
import { createSiteRecordsRepo } from './siteRecords.repo.js';
import { presentExternalTeamMember, presentSiteIssue } from './siteRecords.present.js';

type ExternalTeamMember = z.output<typeof externalTeamMemberInput>;
type SiteIssueCreate = z.output<typeof siteIssueCreateInput>;
type SiteIssueFilter = z.output<typeof siteIssueListQuery>;

const issueNotFound = () =>
  new AppError({ code: 'SITE_ISSUE_NOT_FOUND', message: siteIssueMessages.notFound });
const unknownProject = () =>
  new AppError({
    code: 'BUILDING_PROJECT_NOT_FOUND',
    field: 'projectId',
    message: buildingMessages.projectNotFound,
  });

/** External team members and the site issues of building projects. */
export function createSiteRecordsService({ db, clock }: FeatureDeps) {
  const repo = createSiteRecordsRepo(db);

  async function readIssue(reader: DbOrTransaction, issueId: string): Promise<SiteIssueJson> {
    const row = await createSiteRecordsRepo(reader).findIssue(issueId);
    if (!row) throw issueNotFound();
    return presentSiteIssue(row);
  }

  return {
    listExternalTeam: async (): Promise<ExternalTeamMemberJson[]> =>
      (await repo.listExternalTeamNewestFirst()).map(presentExternalTeamMember),

    /** The role and team arrive as kept: "other" is already the typed role or the external team. */
    async addExternalTeamMember(actor: SessionActor, member: ExternalTeamMember) {
      const { roleSpecify: _typedRole, ...fields } = member;
      const row = await repo.insertExternalTeamMember({ ...fields, createdBy: actor.userId });
      return { success: true as const, data: presentExternalTeamMember(row) };
    },

    listIssues: async (filter: SiteIssueFilter): Promise<SiteIssueJson[]> =>
      (await repo.listIssues(filter)).map(presentSiteIssue),

    addIssue: (actor: SessionActor, issue: SiteIssueCreate): Promise<SiteIssueJson> =>
      db.transaction(async (tx) => {
        if (!(await createSiteRecordsRepo(tx).keepProject(issue.projectId))) throw unknownProject();
        const issueId = await createSiteRecordsRepo(tx).insertIssue({ ...issue, createdBy: actor.userId });
        return readIssue(tx, issueId);
      }),

    /** Closes or reopens an issue; a path id that is not a uuid names none. */
    setIssueStatus(issueId: string, status: SiteIssueStatus): Promise<SiteIssueJson> {
      if (!isUuid(issueId)) throw issueNotFound();
      return db.transaction(async (tx) => {
        if (!(await createSiteRecordsRepo(tx).setIssueStatus(issueId, status, clock.now())))
          throw issueNotFound();
        return readIssue(tx, issueId);
      });
    },
  };
}

export type SiteRecordsService = ReturnType<typeof createSiteRecordsService>;
