import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteIssueStatus } from '@hgn/domain/buildingManagement';
import { call, type CallInput } from '../../../shared/api/call';
import { siteRecordsEndpoints as site } from '../../../shared/api/endpoints/siteRecords';

export type SiteIssueFilter = { projectId?: string | undefined; status?: SiteIssueStatus | undefined };

export const siteRecordKeys = {
  externalTeam: ['externalTeam'] as const,
  issues: ['siteIssues'] as const,
  issueList: (filter: SiteIssueFilter) => ['siteIssues', filter] as const,
};

export const useExternalTeam = () =>
  useQuery({
    queryKey: siteRecordKeys.externalTeam,
    queryFn: ({ signal }) => call(site.listExternalTeam, {}, { signal }),
  });

export const useAddExternalTeamMember = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof site.addExternalTeamMember>['body']) =>
      call(site.addExternalTeamMember, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: siteRecordKeys.externalTeam }),
  });
};

export const useSiteIssues = (filter: SiteIssueFilter) =>
  useQuery({
    queryKey: siteRecordKeys.issueList(filter),
    queryFn: ({ signal }) => call(site.listIssues, { query: filter }, { signal }),
  });

export const useAddSiteIssue = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof site.addIssue>['body']) => call(site.addIssue, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: siteRecordKeys.issues }),
  });
};

export const useSetSiteIssueStatus = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ issueId, status }: { issueId: string; status: SiteIssueStatus }) =>
      call(site.setIssueStatus, { params: { issueId }, body: { status } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: siteRecordKeys.issues }),
  });
};
