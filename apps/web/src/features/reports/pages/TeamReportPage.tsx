import { useParams } from 'react-router';
import { memberColumns, personNameOf, reportPeriodInput, type TeamReportJson } from '@hgn/domain/reports';
import { reportsMessages } from '@hgn/domain/messages';
import { useActor } from '../../../shared/session/useActor';
import { BackHeading } from '../../../ui/BackHeading';
import { BarChart } from '../../../ui/charts/BarChart';
import { ReportTable } from '../../../ui/ReportTable';
import { usePeriodInAddress } from '../../../shared/routing/usePeriodInAddress';
import { reportCsv } from '../api/reportCsv';
import { useTeamReport } from '../api/reportsApi';
import { ReportFrame } from '../components/ReportFrame';
import { ReportSection } from '../components/ReportSection';
import { backFromReport, reportLinks } from '../components/reportLinks';

/** A team's hours over a period by member, those who logged none too (`/teamreport/:teamId`). */
export function TeamReportPage() {
  const { teamId = '' } = useParams();
  const [period, setPeriod] = usePeriodInAddress(reportPeriodInput);
  const report = useTeamReport(teamId, period);
  const actor = useActor();
  const links = reportLinks(actor);
  return (
    <ReportFrame<TeamReportJson>
      heading={(data) => (
        <BackHeading
          back={backFromReport(actor)}
          title={data ? data.team.teamName : 'Team report'}
          note={`Team report: hours logged by each member${data && !data.team.isActive ? ' (inactive team)' : ''}`}
        />
      )}
      period={period}
      onPeriodChange={setPeriod}
      report={report}
    >
      {(data) => (
        <ReportSection title="Hours by member" exportCsv={() => reportCsv.team(data.team, period)}>
          <BarChart
            title="Hours by member"
            unit="hours"
            rows={data.members.map((line) => ({ label: personNameOf(line), value: line.totalHours }))}
            emptyText={reportsMessages.noMembers}
          />
          <ReportTable
            label="Hours by member"
            columns={memberColumns}
            rows={data.members}
            linkOf={(line) => links.person(line.userId)}
            emptyText={reportsMessages.noMembers}
          />
        </ReportSection>
      )}
    </ReportFrame>
  );
}
