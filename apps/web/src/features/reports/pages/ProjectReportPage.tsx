import { useParams } from 'react-router';
import {
  NO_TASK,
  personColumns,
  personNameOf,
  reportPeriodInput,
  taskColumns,
  type ProjectReportJson,
} from '@hgn/domain/reports';
import { reportsMessages } from '@hgn/domain/messages';
import { useActor } from '../../../shared/session/useActor';
import { BackHeading } from '../../../ui/BackHeading';
import { BarChart } from '../../../ui/charts/BarChart';
import { ReportTable } from '../../../ui/ReportTable';
import { usePeriodInAddress } from '../../../shared/routing/usePeriodInAddress';
import { reportCsv } from '../api/reportCsv';
import { useProjectReport } from '../api/reportsApi';
import { ReportFrame } from '../components/ReportFrame';
import { ReportSection } from '../components/ReportSection';
import { backFromReport, reportLinks } from '../components/reportLinks';

/** A project may have hundreds of tasks: the chart shows those with the most hours, the table all. */
const TASKS_CHARTED_MAX = 15;

/** A project's hours over a period by person and by task (`/projectreport/:projectId`). */
export function ProjectReportPage() {
  const { projectId = '' } = useParams();
  const [period, setPeriod] = usePeriodInAddress(reportPeriodInput);
  const report = useProjectReport(projectId, period);
  const actor = useActor();
  const links = reportLinks(actor);
  return (
    <ReportFrame<ProjectReportJson>
      heading={(data) => (
        <BackHeading
          back={backFromReport(actor)}
          title={data ? data.project.projectName : 'Project report'}
          note={`Project report${data ? `: ${data.project.category}` : ''}${data && !data.project.isActive ? ', archived' : ''}`}
        />
      )}
      period={period}
      onPeriodChange={setPeriod}
      report={report}
    >
      {(data) => (
        <>
          <ReportSection
            title="Hours by person"
            exportCsv={() => reportCsv.project(data.project, period, 'people')}
          >
            <BarChart
              title="Hours by person"
              unit="hours"
              rows={data.people.map((line) => ({ label: personNameOf(line), value: line.totalHours }))}
              emptyText={reportsMessages.noHours}
            />
            <ReportTable
              label="Hours by person"
              columns={personColumns}
              rows={data.people}
              linkOf={(line) => links.person(line.userId)}
              emptyText={reportsMessages.noHours}
            />
          </ReportSection>
          <ReportSection
            title="Hours by task"
            exportCsv={() => reportCsv.project(data.project, period, 'tasks')}
          >
            <BarChart
              title={
                data.tasks.length > TASKS_CHARTED_MAX
                  ? `The ${TASKS_CHARTED_MAX} tasks with the most hours`
                  : 'Hours by task'
              }
              unit="hours"
              rows={[...data.tasks]
                .sort((a, b) => b.totalHours - a.totalHours)
                .slice(0, TASKS_CHARTED_MAX)
                .map((line) => ({
                  label: line.wbsName
                    ? `${line.taskName || NO_TASK} (${line.wbsName})`
                    : line.taskName || NO_TASK,
                  value: line.totalHours,
                }))}
              emptyText={reportsMessages.noHours}
            />
            <ReportTable
              label="Hours by task"
              columns={taskColumns}
              rows={data.tasks}
              emptyText={reportsMessages.noHours}
            />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}
