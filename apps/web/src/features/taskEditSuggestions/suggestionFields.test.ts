import { describe, expect, it } from 'vitest';
import type { TaskEditSuggestionJson } from '@hgn/domain/taskEditSuggestions';
import {
  changedFields,
  nextSort,
  shownValue,
  sortSuggestions,
  DEFAULT_SUGGESTION_SORT,
} from './suggestionFields';

const suggestion = (
  id: string,
  user: string,
  taskName: string,
  dateSuggested: string,
): TaskEditSuggestionJson => ({
  _id: id,
  taskId: `task-${id}`,
  user,
  userId: `user-${id}`,
  dateSuggested,
  oldTask: { taskName },
  newTask: { taskName },
  outdated: false,
});

describe('task edit suggestion fields', () => {
  it('finds the fields whose shown value changes', () => {
    const changed = changedFields({
      oldTask: {
        taskName: 'Paint',
        hoursMost: 2,
        links: ['a'],
        resources: [{ userID: 'u1', name: 'Ana Lima' }],
      },
      newTask: {
        taskName: 'Paint',
        hoursMost: 3,
        links: ['a', 'b'],
        resources: [{ userID: 'u1', name: 'Ana Lima' }],
      },
    });
    expect([...changed]).toEqual(['hoursMost', 'links']);
  });

  it('shows people by name, yes or no, lists joined and dates as days', () => {
    const task = {
      resources: [{ userID: 'u1', name: 'Ana Lima' }, { userID: 'u2' }],
      isAssigned: false,
      links: ['https://a.example', 'https://b.example'],
      dueDatetime: '2026-12-01',
    };
    expect(shownValue(task, 'resources')).toBe('Ana Lima, u2');
    expect(shownValue(task, 'isAssigned')).toBe('No');
    expect(shownValue(task, 'links')).toBe('https://a.example, https://b.example');
    expect(shownValue(task, 'dueDatetime')).toBe('12/01/2026');
    expect(shownValue(task, 'taskName')).toBe('');
  });

  it('sorts newest first by default, and by person or task either way', () => {
    const list = [
      suggestion('1', 'bea Brown', 'Zinc roof', '2026-11-20T10:00:00.000Z'),
      suggestion('2', 'Al Adams', 'apple trees', '2026-11-22T10:00:00.000Z'),
      suggestion('3', 'Cy Cole', 'Mulch', '2026-11-21T10:00:00.000Z'),
    ];
    const ids = (sorted: TaskEditSuggestionJson[]) => sorted.map((s) => s._id);
    expect(ids(sortSuggestions(list, DEFAULT_SUGGESTION_SORT))).toEqual(['2', '3', '1']);
    const byUser = nextSort(DEFAULT_SUGGESTION_SORT, 'user');
    expect(byUser).toEqual({ key: 'user', direction: 'ascending' });
    expect(ids(sortSuggestions(list, byUser))).toEqual(['2', '1', '3']);
    expect(ids(sortSuggestions(list, nextSort(byUser, 'user')))).toEqual(['3', '1', '2']);
    expect(ids(sortSuggestions(list, nextSort(byUser, 'task')))).toEqual(['2', '3', '1']);
    expect(nextSort(DEFAULT_SUGGESTION_SORT, 'date')).toEqual({ key: 'date', direction: 'ascending' });
  });
});
