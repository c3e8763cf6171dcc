import { describe, expect, it } from 'vitest';
import { deleteWbsQuestion, formatHours } from './wbsText';

describe('deleteWbsQuestion', () => {
  it('names the WBS and counts what goes with it', () => {
    expect(deleteWbsQuestion({ wbsName: 'X', taskCount: 12, hoursLogged: 34.5 })).toEqual({
      title: "Delete WBS 'X'?",
      consequence: 'Its 12 tasks and 34.5 logged hours go with it.',
    });
  });

  it('says one task and one hour in the singular, and no tasks plainly', () => {
    expect(deleteWbsQuestion({ wbsName: 'X', taskCount: 1, hoursLogged: 1 }).consequence).toBe(
      'Its 1 task and 1 logged hour go with it.',
    );
    expect(deleteWbsQuestion({ wbsName: 'X', taskCount: 0, hoursLogged: 0 }).consequence).toBe(
      'It has no tasks.',
    );
  });
});

describe('formatHours', () => {
  it('keeps at most two decimals and none for whole hours', () => {
    expect([formatHours(12), formatHours(34.5), formatHours(1 / 3)]).toEqual(['12', '34.5', '0.33']);
  });
});
