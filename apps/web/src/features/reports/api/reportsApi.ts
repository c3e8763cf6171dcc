import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportPeriod } from '@hgn/domain/reports';
import { call } from '../../../shared/api/call';
import { reportsEndpoints } from '../../../shared/api/endpoints/reports';
import { timeEntriesEndpoints } from '../../../shared/api/endpoints/timeEntries';

export const reportKeys = {
  all: ['reports'] as const,
  subjects: ['reports', 'subjects'] as const,
  people: (userId: string, { fromDate, toDate }: ReportPeriod) =>
    ['reports', 'people', userId, fromDate, toDate] as const,
  project: (projectId: string, { fromDate, toDate }: ReportPeriod) =>
    ['reports', 'project', projectId, fromDate, toDate] as const,
  team: (teamId: string, { fromDate, toDate }: ReportPeriod) =>
    ['reports', 'team', teamId, fromDate, toDate] as const,
  lostTime: (userId: string, { fromDate, toDate }: ReportPeriod) =>
    ['reports', 'lostTime', userId, fromDate, toDate] as const,
};

/** Everyone, every project and every team, for the reports page's lists. */
export const useReportSubjects = () =>
  useQuery({
    queryKey: reportKeys.subjects,
    queryFn: ({ signal }) => call(reportsEndpoints.subjects, {}, { signal }),
  });

// A report of another period keeps the last one on the screen until it arrives.
export const usePeopleReport = (userId: string, period: ReportPeriod) =>
  useQuery({
    queryKey: reportKeys.people(userId, period),
    queryFn: ({ signal }) => call(reportsEndpoints.people, { params: { userId }, query: period }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useProjectReport = (projectId: string, period: ReportPeriod) =>
  useQuery({
    queryKey: reportKeys.project(projectId, period),
    queryFn: ({ signal }) =>
      call(reportsEndpoints.project, { params: { projectId }, query: period }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTeamReport = (teamId: string, period: ReportPeriod) =>
  useQuery({
    queryKey: reportKeys.team(teamId, period),
    queryFn: ({ signal }) => call(reportsEndpoints.team, { params: { teamId }, query: period }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The lost time administrators logged for a person over the period (its readers: the people report's). */
export const useLostTimeOf = (userId: string, period: ReportPeriod) =>
  useQuery({
    queryKey: reportKeys.lostTime(userId, period),
    queryFn: ({ signal }) =>
      call(timeEntriesEndpoints.lostOfUsers, { body: { users: [userId], ...period } }, { signal }),
    placeholderData: keepPreviousData,
  });
