import { describe, expect, it } from 'vitest';
import type { ProjectReportJson } from './reportsJson';
import { projectReportCsv } from './reportTables';

const hours = { tangibleHours: 2, intangibleHours: 0.5, totalHours: 2.5 };
const report: ProjectReportJson = {
  project: { _id: 'p', projectName: 'Garden', category: 'Food', isActive: true },
  fromDate: '2026-11-01',
  toDate: '2026-11-07',
  totals: hours,
  people: [{ userId: 'u', firstName: '=Rita', lastName: 'Reed, Jr', ...hours }],
  tasks: [
    { taskId: 't', taskName: 'Planting', wbsName: 'Beds', ...hours },
    { taskId: null, taskName: '', wbsName: '', ...hours },
  ],
};

describe('report tables as CSV', () => {
  it('writes a header row and a row per line, names kept as text', () => {
    expect(projectReportCsv(report, 'people')).toBe(
      '\uFEFFPerson,Tangible hours,Intangible hours,Total hours\r\n"\'=Rita Reed, Jr",2,0.5,2.5\r\n',
    );
  });

  it('calls time logged without a task so', () => {
    expect(projectReportCsv(report, 'tasks').split('\r\n').slice(1, 3)).toEqual([
      'Beds,Planting,2,0.5,2.5',
      ',No task,2,0.5,2.5',
    ]);
  });
});
