import type { Actor } from '@hgn/domain/permissions';
import { canSeeGroupReport, canSeePeopleReportOf } from '@hgn/domain/reports';
import { linkTo, paths } from '../../../shared/routing/paths';

/**
 * Where a name in a report leads, when the viewer may open that report. A report line does not say
 * who belongs to a team or project, so from one only holders of getReports are led to those.
 */
export const reportLinks = (actor: Actor | null) => ({
  person: (userId: string) =>
    actor && canSeePeopleReportOf(actor, userId) ? linkTo(paths.peopleReport, { userId }) : undefined,
  project: (projectId: string | null) =>
    actor && projectId && canSeeGroupReport(actor, { memberIds: [] })
      ? linkTo(paths.projectReport, { projectId })
      : undefined,
  team: (teamId: string) =>
    actor && canSeeGroupReport(actor, { memberIds: [] }) ? linkTo(paths.teamReport, { teamId }) : undefined,
});

/** Back to the reports page for those who may open it, else to the dashboard. */
export const backFromReport = (actor: Actor | null) =>
  actor && canSeeGroupReport(actor, { memberIds: [] })
    ? { to: paths.reports, label: 'Reports' }
    : { to: paths.dashboard, label: 'Dashboard' };
