import { describe, expect, it } from 'vitest';
import { addBlueSquareBody, editBlueSquareBody } from './blueSquare.schema';

const message = 'Please enter a date and a summary for the blue square.';

describe('blue square input', () => {
  it('needs a date and a summary', () => {
    expect(
      addBlueSquareBody.safeParse({ blueSquare: { date: '2026-03-01', description: ' ' } }).error?.issues[0]
        ?.message,
    ).toBe(message);
    expect(
      addBlueSquareBody.safeParse({ blueSquare: { description: 'Late' } }).error?.issues[0]?.message,
    ).toBe(message);
    expect(
      addBlueSquareBody.safeParse({ blueSquare: { date: '2026-02-30', description: 'Late' } }).success,
    ).toBe(false);
  });

  it('reads a timestamp as its Pacific day and defaults the reason', () => {
    expect(
      addBlueSquareBody.parse({ blueSquare: { date: '2026-03-01T05:00:00.000Z', description: 'Late' } })
        .blueSquare,
    ).toEqual({
      date: '2026-02-28',
      description: 'Late',
      reason: 'other',
    });
  });

  it('lets an edit send only what changes', () => {
    expect(editBlueSquareBody.parse({ blueSquare: { description: 'New' } }).blueSquare).toEqual({
      description: 'New',
    });
    expect(editBlueSquareBody.safeParse({ blueSquare: { reason: 'nap' } }).success).toBe(false);
  });
});
