import { describe, expect, it } from 'vitest';
import { isSunday, scheduleReasonBody, scheduledReasonMessages, upcomingSundays } from './scheduledReasons';

const userId = '5f8d7c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe('scheduled reasons', () => {
  it('offers the Sundays from today on, today included when it is one', () => {
    expect(upcomingSundays('2026-12-02', 3)).toEqual(['2026-12-06', '2026-12-13', '2026-12-20']);
    expect(upcomingSundays('2026-12-06', 2)).toEqual(['2026-12-06', '2026-12-13']);
    expect(upcomingSundays('2026-12-02').every(isSunday)).toBe(true);
  });

  it('reads the Sunday the original client sends as an instant, and refuses other days naming the field', () => {
    const sent = scheduleReasonBody.parse({
      userId,
      reasonData: { date: '2026-12-13T08:00:00.000Z', message: ' Away ' },
    });
    expect(sent.reasonData).toEqual({ date: '2026-12-13', message: 'Away' });
    const monday = scheduleReasonBody.safeParse({ userId, reasonData: { date: '2026-12-14', message: 'x' } });
    expect(monday.error?.issues[0]).toMatchObject({
      path: ['reasonData', 'date'],
      message: scheduledReasonMessages.notSunday,
    });
  });
});
