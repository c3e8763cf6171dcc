import { feedbackMessages } from '@hgn/domain/feedback';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';

const t = await createTestApp();

describe('POST /api/interactWithGPT', () => {
  it('answers 501 with the reason: no language model is connected to this server', async () => {
    const volunteer = await t.signedIn('Volunteer');
    const res = await t.call(volunteer, 'POST', '/api/interactWithGPT', { summary: 'This week I planted.' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ error: feedbackMessages.noLanguageModel, code: 'NO_LANGUAGE_MODEL' });
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/interactwithgpt', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
