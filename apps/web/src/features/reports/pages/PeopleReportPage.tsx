import { useParams } from 'react-router';
import {
  NO_PROJECT,
  personNameOf,
  projectColumns,
  reportPeriodInput,
  weekColumns,
  type PeopleReportJson,
} from '@hgn/domain/reports';
import { reportsMessages } from '@hgn/domain/messages';
import { useActor } from '../../../shared/session/useActor';
import { BackHeading } from '../../../ui/BackHeading';
import { BarChart } from '../../../ui/charts/BarChart';
import { ReportTable } from '../../../ui/ReportTable';
import { usePeriodInAddress } from '../../../shared/routing/usePeriodInAddress';
import { formatDay } from '../../../ui/formatDate';
import { reportCsv } from '../api/reportCsv';
import { usePeopleReport } from '../api/reportsApi';
import { LostTimeSection } from '../components/LostTimeSection';
import { ReportFrame } from '../components/ReportFrame';
import { ReportSection } from '../components/ReportSection';
import { backFromReport, reportLinks } from '../components/reportLinks';

/** More weeks than this read better as the table alone than as a chart as tall as the page. */
const WEEKS_CHARTED_MAX = 26;

/** A person's hours over a period by project and by Pacific week (`/peoplereport/:userId`). */
export function PeopleReportPage() {
  const { userId = '' } = useParams();
  const [period, setPeriod] = usePeriodInAddress(reportPeriodInput);
  const report = usePeopleReport(userId, period);
  const actor = useActor();
  const links = reportLinks(actor);
  return (
    <ReportFrame<PeopleReportJson>
      heading={(data) => (
        <BackHeading
          back={backFromReport(actor)}
          title={data ? personNameOf(data.person) : 'People report'}
          note="People report: hours logged by project and by week"
        />
      )}
      period={period}
      onPeriodChange={setPeriod}
      report={report}
    >
      {(data) => (
        <>
          <ReportSection
            title="Hours by project"
            exportCsv={() => reportCsv.people(data.person, period, 'projects')}
          >
            <BarChart
              title="Hours by project"
              unit="hours"
              rows={data.projects.map((line) => ({
                label: line.projectName || NO_PROJECT,
                value: line.totalHours,
              }))}
              emptyText={reportsMessages.noHours}
            />
            <ReportTable
              label="Hours by project"
              columns={projectColumns}
              rows={data.projects}
              linkOf={(line) => links.project(line.projectId)}
              emptyText={reportsMessages.noHours}
            />
          </ReportSection>
          <ReportSection
            title="Hours by week"
            exportCsv={() => reportCsv.people(data.person, period, 'weeks')}
          >
            {data.weeks.length <= WEEKS_CHARTED_MAX && (
              <BarChart
                title="Hours by week"
                unit="hours"
                rows={data.weeks.map((week) => ({
                  label: `Week of ${formatDay(week.weekStart)}`,
                  value: week.totalHours,
                }))}
              />
            )}
            <ReportTable
              label="Hours by week"
              columns={weekColumns}
              rows={data.weeks}
              emptyText={reportsMessages.noHours}
            />
          </ReportSection>
          <LostTimeSection userId={userId} period={period} />
        </>
      )}
    </ReportFrame>
  );
}
