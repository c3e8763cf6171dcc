import { describe, expect, it } from 'vitest';
import { canReadWarningsOf, mayIssueWarning, mayToggleWarningDescription } from './policies';
import { abbreviationOf, newWarningDescriptionInput, warningMessages } from './warning.schema';

const actor = (permissions: string[], userId = 'u-1') => ({
  userId,
  role: 'Volunteer',
  permissions: new Set(permissions),
});
const input = (body: unknown) => ({ params: {}, query: {}, body });

describe('warning descriptions', () => {
  it('need a letter first, in any alphabet', () => {
    expect(newWarningDescriptionInput.safeParse({ newWarning: 'Élan' }).success).toBe(true);
    for (const newWarning of ['#Late', '1 Late', ' _x']) {
      const checked = newWarningDescriptionInput.safeParse({ newWarning });
      expect(checked.error?.issues[0]?.message).toBe(warningMessages.specialFirstCharacter);
    }
  });

  it('are abbreviated by the first letter of each word', () => {
    expect(abbreviationOf('Log Time to Tasks')).toBe('LTTT');
    expect(abbreviationOf('Intangible Time Log w/o Reason')).toBe('ITLWR');
  });
});

describe('who reads and issues warnings', () => {
  it('lets the person and the overview read them', () => {
    expect(canReadWarningsOf(actor([]), 'u-1')).toBe(true);
    expect(canReadWarningsOf(actor([]), 'u-2')).toBe(false);
    expect(canReadWarningsOf(actor(['viewTrackingOverview']), 'u-2')).toBe(true);
  });

  it('asks issueBlueSquare for red and issueTrackingWarnings for anything else', () => {
    expect(mayIssueWarning(actor(['issueTrackingWarnings']), input({ color: 'yellow' }))).toBe(true);
    expect(mayIssueWarning(actor(['issueTrackingWarnings']), input({ color: 'red' }))).toBe(false);
    expect(mayIssueWarning(actor(['issueBlueSquare']), input({ color: 'red' }))).toBe(true);
    expect(mayIssueWarning(actor(['issueBlueSquare']), input(null))).toBe(false);
  });

  it('asks deactivate for an active description and reactivate for an inactive one', () => {
    const deactivator = actor(['deactivateWarningTracker']);
    expect(mayToggleWarningDescription(deactivator, input(undefined), true)).toBe(true);
    expect(mayToggleWarningDescription(deactivator, input(undefined), false)).toBe(false);
    expect(mayToggleWarningDescription(deactivator, input(undefined))).toBe(true);
    expect(mayToggleWarningDescription(actor([]), input(undefined))).toBe(false);
  });
});
