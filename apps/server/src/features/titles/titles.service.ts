import { isUuid } from '@hgn/domain/ids';
import {
  titleMessages,
  titleShortName,
  type TitleJson,
  type TitleOrderInput,
  type TitleValues,
} from '@hgn/domain/titles';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolationOf, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { presentTitle } from './titles.present.js';
import { createTitlesRepo, type TitleValues as TitleRowValues } from './titles.repo.js';

/** What titles need of the teams area: the team codes volunteers are filed under. */
export type TitlesSources = { teams: { listTeamCodes(): Promise<string[]> } };

const titleNotFound = () => notFound('The title', 'TITLE_NOT_FOUND');
const refused = (code: 'TITLE_TEAM_CODE_UNKNOWN' | 'TITLE_PROJECT_UNKNOWN' | 'TITLE_TEAM_UNKNOWN') => {
  const [field, message] = {
    TITLE_TEAM_CODE_UNKNOWN: ['teamCode', titleMessages.teamCodeUnknown],
    TITLE_PROJECT_UNKNOWN: ['projectAssigned', titleMessages.projectUnknown],
    TITLE_TEAM_UNKNOWN: ['teamAssiged', titleMessages.teamUnknown],
  }[code];
  return new AppError({ code, field, message });
};
const codeTaken = (code: string) =>
  new AppError({
    code: 'TITLE_CODE_TAKEN',
    field: 'titleCode',
    message: titleMessages.codeTaken(code),
  });
const nameTaken = (name: string) =>
  new AppError({
    code: 'TITLE_NAME_TAKEN',
    field: 'titleName',
    message: titleMessages.nameTaken(name),
  });

const isCodeTaken = isUniqueViolationOf('titles_title_code_key');
const isNameTaken = isUniqueViolationOf('titles_title_name_key');

export function createTitlesService({ db }: FeatureDeps, sources: TitlesSources) {
  const repo = createTitlesRepo(db);

  const found = async (id: string) => {
    const row = isUuid(id) ? await repo.find(id.toLowerCase()) : undefined;
    if (!row) throw titleNotFound();
    return presentTitle(row);
  };

  /** The row's values, once the team code, project and team are known to exist and code and name are free. */
  const checked = async (input: TitleValues, exceptId?: string): Promise<TitleRowValues> => {
    const projectId = input.projectAssigned._id.toLowerCase();
    const teamId = input.teamAssiged?.toLowerCase() ?? null;
    if (input.teamCode && !(await sources.teams.listTeamCodes()).includes(input.teamCode))
      throw refused('TITLE_TEAM_CODE_UNKNOWN');
    if (!isUuid(projectId) || !(await repo.projectExists(projectId))) throw refused('TITLE_PROJECT_UNKNOWN');
    if (teamId !== null && (!isUuid(teamId) || !(await repo.teamExists(teamId))))
      throw refused('TITLE_TEAM_UNKNOWN');
    const taken = await repo.takenBy(input, exceptId);
    if (taken.code) throw codeTaken(input.titleCode);
    if (taken.name) throw nameTaken(input.titleName);
    return {
      titleName: input.titleName,
      titleCode: input.titleCode,
      teamCode: input.teamCode,
      projectId,
      teamId,
      mediaFolder: input.mediaFolder,
      shortName: titleShortName(input.titleName),
    };
  };

  /** A writer that got there first with the same code or name is refused in the rule's words. */
  const uniquely = <T>(values: TitleRowValues, write: () => Promise<T>) =>
    refusedAs(
      () => refusedAs(write, isCodeTaken, () => codeTaken(values.titleCode)),
      isNameTaken,
      () => nameTaken(values.titleName),
    );

  return {
    list: async (): Promise<TitleJson[]> => (await repo.listInOrder()).map(presentTitle),

    get: found,

    async create(input: TitleValues): Promise<TitleJson> {
      const values = await checked(input);
      return found(await uniquely(values, () => repo.insert(values)));
    },

    async update(id: string, input: TitleValues) {
      if (!isUuid(id)) throw titleNotFound();
      const titleId = id.toLowerCase();
      await found(titleId);
      const values = await checked(input, titleId);
      if (!(await uniquely(values, () => repo.update(titleId, values)))) throw titleNotFound();
      return { message: 'Update successful' as const, updatedTitle: await found(titleId) };
    },

    async remove(id: string) {
      if (!isUuid(id) || !(await repo.remove(id.toLowerCase()))) throw titleNotFound();
      return { acknowledged: true as const, deletedCount: 1 };
    },

    async reorder({ orderData }: TitleOrderInput): Promise<TitleJson[]> {
      if (!orderData.every((place) => isUuid(place.id))) throw titleNotFound();
      const { missing, rows } = await repo.reorder(
        orderData.map((place) => ({ id: place.id.toLowerCase(), order: place.order })),
      );
      if (missing.length > 0) throw titleNotFound();
      return rows.map(presentTitle);
    },
  };
}

export type TitlesService = ReturnType<typeof createTitlesService>;
