import { describe, expect, it } from 'vitest';
import { taskTreeRightsOf } from './taskTreeRights';

const actorWith = (role: string, permissions: string[]) => ({
  userId: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0042',
  role,
  permissions: new Set(permissions),
});

describe('the task tree rights', () => {
  it('lets a Volunteer holding suggestTask only suggest', () => {
    expect(taskTreeRightsOf(actorWith('Volunteer', ['suggestTask']))).toEqual({
      canCreate: false,
      canDelete: false,
      canMove: false,
      canRenumber: false,
      canImport: false,
      openAs: 'suggest',
    });
  });

  it('lets a Manager add, save and move tasks but not delete, renumber or import them', () => {
    expect(taskTreeRightsOf(actorWith('Manager', ['postTask', 'updateTask', 'suggestTask']))).toEqual({
      canCreate: true,
      canDelete: false,
      canMove: true,
      canRenumber: false,
      canImport: false,
      openAs: 'edit',
    });
  });

  it('leaves someone without task permissions reading', () => {
    expect(taskTreeRightsOf(actorWith('Core Team', [])).openAs).toBe('view');
  });
});
