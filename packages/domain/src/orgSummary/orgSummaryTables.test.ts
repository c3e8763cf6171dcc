import { describe, expect, it } from 'vitest';
import { projectStatsCsv, volunteerStatsCsv } from './orgSummaryTables';
import type { VolunteerStatsJson } from './orgSummaryJson';

const figure = (current: number, comparison: number) => ({ current, comparison });
const zero = figure(0, 0);

const stats: VolunteerStatsJson = {
  period: { startDate: '2026-11-01', endDate: '2026-11-28' },
  comparisonPeriod: { startDate: '2026-10-04', endDate: '2026-10-31' },
  figures: {
    activeVolunteers: figure(12, 10),
    newVolunteers: zero,
    deactivatedVolunteers: zero,
    metCommitment: zero,
    missedCommitment: zero,
    tangibleHours: figure(40.5, 0),
    intangibleHours: zero,
    blueSquares: zero,
    badgesEarned: zero,
  },
  hoursByCategory: [{ category: null, tangibleHours: figure(2, 4) }],
  hoursBands: [{ label: '0-10', minHours: 0, maxHours: 10, volunteers: figure(3, 3) }],
};

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the tables as CSV', () => {
  it('writes each figure beside its comparison and change', () => {
    const lines = linesOf(volunteerStatsCsv(stats, 'figures'));
    expect(lines[0]).toBe('Figure,This period,Comparison period,Difference,Change (%)');
    expect(lines[1]).toBe('Active volunteers,12,10,2,20');
    expect(lines[6]).toBe('Tangible hours,40.5,0,40.5,');
    expect(lines).toHaveLength(11);
  });

  it('names time on no project and keeps a formula-like name as text', () => {
    expect(linesOf(volunteerStatsCsv(stats, 'categories'))[1]).toBe('No project,2,4,-2,-50');
    const csv = projectStatsCsv({
      period: stats.period,
      totals: { tangibleHours: 1, intangibleHours: 0, tasksCompleted: 0, tasksActive: 0 },
      projects: [
        {
          _id: 'p',
          projectName: '=SUM(A1)',
          category: 'Food',
          isActive: true,
          tangibleHours: 1,
          intangibleHours: 0,
          tasksCompleted: 2,
          tasksActive: 3,
        },
      ],
    });
    expect(linesOf(csv).slice(0, 2)).toEqual([
      'Project,Category,Active,Tangible hours,Intangible hours,Tasks completed,Tasks active',
      "'=SUM(A1),Food,yes,1,0,2,3",
    ]);
  });
});
