// The reads of logged time that reports make, for this product's reports and the original client's
// report pages. Who may read what is the contracts' guards (getReports, or one's own and one's
// projects' time); these only read.
import { isUuid } from '@hgn/domain/ids';
import type {
  AllTimeEntriesQuery,
  LostProjectTimeEntryJson,
  LostTeamTimeEntryJson,
  LostUserTimeEntryJson,
  PeopleEntriesInput,
  ProjectsEntriesInput,
  ProjectTimeEntriesParams,
  ReportsTimeEntryJson,
  StoredTimeEntryJson,
  TeamsEntriesInput,
  TimeEntryJson,
} from '@hgn/domain/timeEntries';
import type { FeatureDeps } from '../../feature.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import {
  presentLostOfPerson,
  presentLostOfProject,
  presentLostOfTeam,
  presentReportsTimeEntry,
  presentStoredTimeEntry,
} from './timeEntries.present.js';
import { projectNotFound } from './timeEntries.refusals.js';
import { createTimeEntryReportsRepo } from './timeEntryReports.repo.js';

/** Ids as stored (lowercase), each once. */
const storedIds = (ids: readonly string[]) => [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];

export function createTimeEntryReads({ db }: FeatureDeps) {
  const repo = createTimeEntryReportsRepo(db);
  return {
    /** `GET /api/TimeEntry/projects/:projectId/:from/:to`: a project's active entries as time-entry cards. */
    async listOfProject(params: ProjectTimeEntriesParams): Promise<RawJson<TimeEntryJson[]>> {
      const projectId = params.projectId.toLowerCase();
      if (!(await repo.projectExists(projectId))) throw projectNotFound();
      return rawJson<TimeEntryJson[]>(await repo.projectEntriesJson(projectId, params));
    },

    /** `POST /api/TimeEntry/reports`: every entry of these people over the period. */
    listForReports: async (input: PeopleEntriesInput): Promise<ReportsTimeEntryJson[]> =>
      (await repo.peopleEntries(storedIds(input.users), input)).map(presentReportsTimeEntry),

    /** `POST /api/TimeEntry/lostUsers`, `/lostProjects`, `/lostTeams`: the active lost time of each. */
    lostOfUsers: async (input: PeopleEntriesInput): Promise<LostUserTimeEntryJson[]> =>
      (await repo.lostOfPeople(storedIds(input.users), input)).map(presentLostOfPerson),
    lostOfProjects: async (input: ProjectsEntriesInput): Promise<LostProjectTimeEntryJson[]> =>
      (await repo.lostOfProjects(storedIds(input.projects), input)).map(presentLostOfProject),
    lostOfTeams: async (input: TeamsEntriesInput): Promise<LostTeamTimeEntryJson[]> =>
      (await repo.lostOfTeams(storedIds(input.teams), input)).map(presentLostOfTeam),

    /** `GET /api/TimeEntry`: one page of every entry as stored. */
    listAll: async (query: AllTimeEntriesQuery): Promise<StoredTimeEntryJson[]> =>
      (await repo.page(query.page, query.pageSize)).map(presentStoredTimeEntry),
  };
}
