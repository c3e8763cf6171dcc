import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TitleInput, TitleJson } from '@hgn/domain/titles';
import { call } from '../../../shared/api/call';
import { titlesEndpoints as titles } from '../../../shared/api/endpoints/titles';
import { usersEndpoints } from '../../../shared/api/endpoints/users';
import { projectsListQuery } from '../../../shared/queries/projects';
import { teamsListQuery } from '../../../shared/queries/teams';

export const titleKeys = { all: ['titles'] as const };

/** Every title in its order. */
export const useTitles = (enabled = true) =>
  useQuery({
    queryKey: titleKeys.all,
    queryFn: ({ signal }) => call(titles.list, {}, { signal }),
    enabled,
  });

/** The choices of the title form: projects, teams and the team codes volunteers use. */
export const useTitleChoices = () => {
  const projects = useQuery(projectsListQuery);
  const teams = useQuery(teamsListQuery);
  const teamCodes = useQuery({
    queryKey: ['userprofile', 'teamCodes'] as const,
    queryFn: ({ signal }) => call(usersEndpoints.teamCodes, {}, { signal }),
  });
  return {
    projects: (projects.data ?? []).map((p) => ({ value: p._id, label: p.projectName })),
    teams: (teams.data ?? []).map((t) => ({ value: t._id, label: t.teamName })),
    teamCodes: teamCodes.data ?? [],
  };
};

const useTitlesMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: titleKeys.all }),
  });
};

export const useCreateTitle = () =>
  useTitlesMutation((input: TitleInput) => call(titles.create, { body: input }));

export const useUpdateTitle = () =>
  useTitlesMutation(({ id, input }: { id: string; input: TitleInput }) =>
    call(titles.update, { body: { ...input, _id: id } }),
  );

export const useDeleteTitle = () =>
  useTitlesMutation((id: string) => call(titles.remove, { params: { titleId: id } }));

/** Saves the titles in the order given, numbering them from 1 as the original client does. */
export const useReorderTitles = () =>
  useTitlesMutation((ordered: readonly TitleJson[]) =>
    call(titles.reorder, {
      body: { orderData: ordered.map((t, index) => ({ id: t._id, order: index + 1 })) },
    }),
  );
