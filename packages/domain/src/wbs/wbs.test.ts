import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { maySeeInactiveWbs } from './policies';
import { wbsListQuery, wbsUpdateInput } from './wbs.schema';

const actor = (...permissions: string[]): Actor => ({
  userId: 'u-1',
  role: 'Volunteer',
  permissions: new Set(permissions),
});

describe('the WBS rules', () => {
  it('shows the inactive WBS to those who may create and change them only', () => {
    expect(maySeeInactiveWbs(actor('postWbs'))).toBe(true);
    expect(maySeeInactiveWbs(actor('deleteWbs', 'postTask'))).toBe(false);
  });

  it('takes a trimmed name, an active state, either or neither', () => {
    expect(wbsUpdateInput.parse({ wbsName: ' Phase two ' })).toEqual({ wbsName: 'Phase two' });
    expect(wbsUpdateInput.parse({ isActive: false })).toEqual({ isActive: false });
    expect(wbsUpdateInput.safeParse({ wbsName: '  ' }).error?.issues[0]?.message).toBe(
      'WBS name is required.',
    );
    expect(wbsUpdateInput.safeParse({ wbsName: 'x'.repeat(201) }).success).toBe(false);
  });

  it("reads ?all as 'true' or 'false' only", () => {
    expect(wbsListQuery.parse({ all: 'true' })).toEqual({ all: 'true' });
    expect(wbsListQuery.safeParse({ all: 'yes' }).success).toBe(false);
  });
});
