import { describe, expect, it } from 'vitest';
import { makeTask } from '../../test/tasks';
import {
  copyBodyOf,
  csvCells,
  parseImport,
  pertEstimate,
  taskCreateForm,
  taskFormValuesOf,
  updateBodyOf,
} from './taskForm';

const person = { _id: 'p', userID: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0011', name: 'Ana Lima', profilePic: '' };
const task = makeTask({
  _id: 't',
  num: '1.2',
  taskName: 'Order timber',
  mother: 'm',
  __v: 4,
  dueDatetime: '2026-12-15T00:00:00.000Z',
  resources: [{ ...person, completedTask: true, reviewStatus: 'Reviewed' }],
});

describe('the task form', () => {
  it('estimates hours from three points', () => {
    expect(pertEstimate(2, 8, 4)).toBe(4.33);
  });

  it('sends every field with the version read, keeping a resource’s review state', () => {
    const body = updateBodyOf({ ...taskFormValuesOf(task), links: ' https://a.example/x \n\n' }, task);
    expect(body).toMatchObject({
      __v: 4,
      dueDatetime: '2026-12-15',
      links: ['https://a.example/x'],
      resources: [{ userID: person.userID, completedTask: true, reviewStatus: 'Reviewed' }],
    });
  });

  it('says on the field what the domain refuses', () => {
    const checked = taskCreateForm(null).safeParse({
      ...taskFormValuesOf(task),
      taskName: '  ',
      dueDate: 'soon',
    });
    expect(checked.error?.issues).toEqual([
      expect.objectContaining({ path: ['taskName'], message: 'Task name is required.' }),
      expect.objectContaining({ path: ['dueDate'] }),
    ]);
  });

  it('copies a task under the same mother', () => {
    expect(copyBodyOf(task)).toMatchObject({ taskName: 'Order timber', mother: 'm' });
  });
});

describe('an import', () => {
  it('reads quoted cells and skips a header line', () => {
    expect(csvCells('1.2, "Order, ""good"" timber", Secondary')).toEqual([
      '1.2',
      'Order, "good" timber',
      'Secondary',
    ]);
    expect(parseImport('num,name\n1, Walls\n1.1, Frame, tertiary, , 2, 8, 4, 2026-12-01')).toEqual({
      body: {
        list: [
          { num: '1', taskName: 'Walls' },
          {
            num: '1.1',
            taskName: 'Frame',
            priority: 'Tertiary',
            hoursBest: 2,
            hoursWorst: 8,
            hoursMost: 4,
            estimatedHours: 4.33,
            startedDatetime: '2026-12-01',
          },
        ],
      },
    });
  });

  it('names the line of the first bad row', () => {
    expect(parseImport('1, Walls\n\n1.a, Frame')).toEqual({
      error: 'Row 3: the number must look like 1, 1.2 or 1.2.3.4.',
    });
    expect(parseImport('1, Walls, Urgent')).toEqual({
      error: 'Row 1: the priority must be Primary, Secondary or Tertiary.',
    });
    expect(parseImport(' \n')).toEqual({ error: 'Paste or upload at least one row.' });
  });
});
