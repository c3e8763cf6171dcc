import { describe, expect, it } from 'vitest';
import type { UserTaskJson } from '@hgn/domain/tasks';
import { makeProject } from '../../../test/projects';
import { makeTask } from '../../../test/tasks';
import { sampleTimeEntry } from '../../../test/timeEntries';
import { recentTimeEdits, workChoices } from './timeEntryFormModel';

const taskOf = (id: string, taskName: string, projectId: string, projectName: string, status = 'Started') =>
  ({
    ...makeTask({ _id: id, num: '1', taskName, wbsId: `w-${projectId}`, status }),
    wbsName: 'Plan',
    projectId,
    projectName,
    creatorName: null,
  }) satisfies UserTaskJson;

describe('workChoices', () => {
  it('lists the person’s active projects by name, each followed by its open tasks', () => {
    const groups = workChoices(
      [
        makeProject({ _id: 'p2', projectName: 'Water' }),
        makeProject({ _id: 'p1', projectName: 'Garden' }),
        makeProject({ _id: 'p3', projectName: 'Closed', isActive: false }),
      ],
      [taskOf('t1', 'Dig', 'p2', 'Water'), taskOf('t2', 'Done already', 'p2', 'Water', 'Complete')],
      undefined,
    );
    expect(groups.map((group) => [group.group, group.items.map((item) => item.value)])).toEqual([
      ['Garden', ['project:p1']],
      ['Water', ['project:p2', 'task:t1']],
    ]);
    expect(groups[1]?.items[1]).toMatchObject({ projectId: 'p2', wbsId: 'w-p2', taskId: 't1' });
  });

  it('keeps the project and task of the entry being edited when the person no longer has them', () => {
    const groups = workChoices([], [], sampleTimeEntry());
    expect(groups).toEqual([
      {
        group: 'Garden',
        items: [
          { value: 'project:p1', label: 'Garden', projectId: 'p1', wbsId: null, taskId: null },
          { value: 'task:t1', label: 'Plant the hedge', projectId: 'p1', wbsId: 'w1', taskId: 't1' },
        ],
      },
    ]);
  });
});

describe('recentTimeEdits', () => {
  it('counts the edits of the last 365 days only', () => {
    const edit = (date: string) => ({
      date,
      initialSeconds: 60,
      newSeconds: 120,
      originalDateOfWork: '2026-01-01',
      finalDateOfWork: '2026-01-01',
    });
    const profile = {
      timeEntryEditHistory: [
        edit('2026-11-20T00:00:00.000Z'),
        edit('2025-11-25T01:00:00.000Z'),
        edit('2025-11-20T00:00:00.000Z'),
      ],
    };
    expect(recentTimeEdits(profile, new Date('2026-11-24T20:00:00.000Z'))).toBe(2);
  });
});
