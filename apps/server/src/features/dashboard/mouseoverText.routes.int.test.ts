import { mouseoverTextMessages, type MouseoverTextJson } from '@hgn/domain/dashboard';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { mouseoverTexts } from './mouseoverTexts.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;

const [owner, admin, volunteer] = await Promise.all([
  t.signedIn('Owner'),
  t.signedIn('Administrator'),
  t.signedIn('Volunteer'),
]);

describe('the leaderboard mouseover text', () => {
  it('is none until an Owner writes it; others are refused and nothing is written', async () => {
    expect((await call(volunteer, 'GET', '/api/mouseoverText')).json()).toEqual([]);
    for (const caller of [admin, volunteer]) {
      const refused = await call(caller, 'POST', '/api/mouseoverText', { newMouseoverText: 'Mine' });
      expect(refused.statusCode).toBe(403);
    }
    expect(await db.select().from(mouseoverTexts)).toEqual([]);

    const blank = await call(owner, 'POST', '/api/mouseoverText', { newMouseoverText: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(mouseoverTextMessages.required);
    const tooLong = await call(owner, 'POST', '/api/mouseoverText', { newMouseoverText: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('is created once, even by ten requests at once, then edited by id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(owner, 'POST', '/api/mouseoverText', { newMouseoverText: ` Hours this week ${i} ` }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const created = answers.find((res) => res.statusCode === 201)!.json<MouseoverTextJson>();
    expect(created.mouseoverText).toMatch(/^Hours this week \d$/);
    expect((await call(volunteer, 'GET', '/api/mouseoverText')).json()).toEqual([created]);

    const refused = await call(volunteer, 'PUT', `/api/mouseoverText/${created._id}`, {
      newMouseoverText: 'Not mine',
    });
    expect(refused.statusCode).toBe(403);
    const edited = await call(owner, 'PUT', `/api/mouseoverText/${created._id.toUpperCase()}`, {
      newMouseoverText: 'Tangible and intangible hours of this Pacific week',
    });
    expect(edited.statusCode).toBe(201);
    expect(edited.json()).toEqual({
      _id: created._id,
      mouseoverText: 'Tangible and intangible hours of this Pacific week',
    });
    expect(
      (await call(owner, 'PUT', '/api/mouseoverText/nothing', { newMouseoverText: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(owner, 'PUT', '/api/mouseoverText/00000000-0000-4000-8000-000000000000', {
          newMouseoverText: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});
