import {
  DEFAULT_AI_PROMPT,
  DEFAULT_SUGGESTION_CATEGORIES,
  feedbackMessages,
  type AiPromptJson,
  type SuggestionOptionsJson,
} from '@hgn/domain/feedback';
import type { UserProfileJson } from '@hgn/domain/users';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';

const clock = fixedClock('2026-11-25T20:00:00.000Z');
const t = await createTestApp({ clock });
const db = t.database.db;

const latestMailTo = async (to: string) =>
  (await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt))).filter((m) => m.to.includes(to));

const bug = {
  title: 'Timer resets',
  environment: 'Chromium 131 on Debian',
  reproduction: 'Start the timer, reload the page',
  expected: 'The timer keeps running',
  actual: 'It shows 15:00 again',
  visual: 'https://example.org/shot.png',
  severity: '2. Medium',
};

describe('suggestions and bug reports', () => {
  it('e-mails a suggestion to the organisation inbox as the signed-in person, whatever names the body carries', async () => {
    const me = await t.signedIn('Volunteer', { firstName: 'Ayo', lastName: 'Bello' });
    const res = await t.call(me, 'POST', `/api/dashboard/makesuggestion/${me.id}`, {
      suggestionCate: 'Other',
      suggestion: 'A <b>shared</b> tool shelf',
      answers: { 'Where?': 'Barn' },
      firstName: 'Someone',
      lastName: 'Else',
      email: 'spoof@example.org',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Success' });
    const [mail] = await latestMailTo(t.config.organisationInbox);
    expect(mail).toMatchObject({ subject: 'Suggestion: Other', replyTo: me.email });
    expect(mail!.text).toContain(`From: Ayo Bello <${me.email}>`);
    expect(mail!.text).toContain('Where?: Barn');
    expect(mail!.html).toContain('A &lt;b&gt;shared&lt;/b&gt; tool shelf');
  });

  it('takes the original form’s suggestion: its category key, its feedback answer and one key per extra field', async () => {
    const owner = await t.signedIn('Owner');
    const options = `/api/dashboard/suggestionoption/${owner.id}`;
    await t.call(owner, 'POST', options, { action: 'add', newField: 'Team affected', field: true });
    const me = await t.signedIn('Volunteer', { firstName: 'Ines', lastName: 'Okafor' });
    const url = `/api/dashboard/makesuggestion/${me.id}`;
    const res = await t.call(me, 'POST', url, {
      suggestioncate: 'Other',
      suggestion: 'Label the seed drawers',
      confirm: 'true',
      'Team affected': 'Garden',
      firstName: 'Ines',
      lastName: 'Okafor',
      email: me.email,
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await latestMailTo(t.config.organisationInbox);
    expect(mail).toMatchObject({ subject: 'Suggestion: Other', replyTo: me.email });
    expect(mail!.text).toContain('Suggestion: Label the seed drawers');
    expect(mail!.text).toContain('Team affected: Garden');
    expect(mail!.text).toContain('Wants feedback: true');

    const noCategory = await t.call(me, 'POST', url, { suggestion: 'No category' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({
      field: 'suggestionCate',
      error: feedbackMessages.allFieldsRequired,
    });
    const blankField = await t.call(me, 'POST', url, {
      suggestioncate: 'Other',
      suggestion: 'Blank answer',
      'Team affected': ' ',
    });
    expect(blankField.statusCode).toBe(400);
    expect(blankField.json()).toMatchObject({ field: 'Team affected' });
    await t.call(owner, 'POST', options, { action: 'delete', newField: 'Team affected', field: true });
  });

  it('needs every field, a known severity, and the caller’s own path', async () => {
    const me = await t.signedIn('Volunteer');
    const other = await t.signedIn('Volunteer');
    for (const body of [
      { ...bug, title: '  ' },
      { ...bug, severity: '4. Cosmetic' },
      { ...bug, actual: undefined },
    ]) {
      const res = await t.call(me, 'POST', `/api/dashboard/bugreport/${me.id}`, body);
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await t.call(me, 'POST', `/api/dashboard/bugreport/${me.id}`, { ...bug, title: '' })).json(),
    ).toMatchObject({
      error: feedbackMessages.allFieldsRequired,
    });
    expect((await t.call(me, 'POST', `/api/dashboard/bugreport/${other.id}`, bug)).statusCode).toBe(403);
    expect((await t.call(me, 'POST', `/api/dashboard/bugreport/${me.id}`, bug)).statusCode).toBe(200);
    const [mail] = await latestMailTo(t.config.organisationInbox);
    expect(mail!.subject).toBe('Bug report (2. Medium): Timer resets');
  });

  it('lets only an Owner change the lists, one entry at a time, ten of the same add giving one entry', async () => {
    const owner = await t.signedIn('Owner');
    const admin = await t.signedIn('Administrator');
    const url = `/api/dashboard/suggestionoption/${owner.id}`;
    expect((await t.call(admin, 'GET', url)).json<SuggestionOptionsJson>()).toEqual({
      suggestion: [...DEFAULT_SUGGESTION_CATEGORIES],
      field: [],
    });
    expect(
      (await t.call(admin, 'POST', url, { action: 'add', newField: 'Tools', suggestion: true })).statusCode,
    ).toBe(403);

    const adds = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call(owner, 'POST', url, { action: 'add', newField: 'Where?', field: true }),
      ),
    );
    expect(adds.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await t.call(owner, 'GET', url)).json<SuggestionOptionsJson>().field).toEqual(['Where?']);
    expect(
      (await t.call(owner, 'POST', url, { action: 'delete', newField: 'where?', field: true })).statusCode,
    ).toBe(200);
    expect(
      (await t.call(owner, 'POST', url, { action: 'delete', newField: 'Nowhere', field: true })).statusCode,
    ).toBe(404);
    expect((await t.call(owner, 'POST', url, { updatedSuggestionCategory: ['Tools', ' '] })).statusCode).toBe(
      400,
    );
    const replaced = await t.call(owner, 'POST', url, { updatedSuggestionCategory: ['Tools', 'Other'] });
    expect(replaced.json<SuggestionOptionsJson>()).toEqual({ suggestion: ['Tools', 'Other'], field: [] });
  });
});

describe('deleting a suggestion option as the original client does', () => {
  it('names a category by its position from 1 and an extra field by its text, for an Owner only', async () => {
    const owner = await t.signedIn('Owner');
    const admin = await t.signedIn('Administrator');
    const url = `/api/dashboard/suggestionoption/${owner.id}`;
    const categories = ['Tools', 'Garden', 'Kitchen', 'Other'];
    await t.call(owner, 'POST', url, { updatedSuggestionCategory: categories });
    await t.call(owner, 'POST', url, { action: 'add', newField: 'Where?', field: true });

    const byPosition = { action: 'delete', newField: '3', suggestion: true };
    expect((await t.call(admin, 'POST', url, byPosition)).statusCode).toBe(403);
    const deleted = await t.call(owner, 'POST', url, byPosition);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<SuggestionOptionsJson>().suggestion).toEqual(['Tools', 'Garden', 'Other']);
    // This app's own form names the category by its text.
    expect(
      (await t.call(owner, 'POST', url, { action: 'delete', newField: 'garden', suggestion: true }))
        .statusCode,
    ).toBe(200);
    for (const position of ['0', '3', '12']) {
      const res = await t.call(owner, 'POST', url, {
        action: 'delete',
        newField: position,
        suggestion: true,
      });
      expect(res.statusCode, position).toBe(404);
    }
    // Without `suggestion: true` the edit is of the extra fields, as the original reads it.
    const field = await t.call(owner, 'POST', url, { action: 'delete', newField: 'Where?' });
    expect(field.json<SuggestionOptionsJson>()).toEqual({ suggestion: ['Tools', 'Other'], field: [] });
    await t.call(owner, 'POST', url, { updatedSuggestionCategory: [...DEFAULT_SUGGESTION_CATEGORIES] });
  });
});

describe('the AI prompt', () => {
  it('starts with the default, which only an Owner rewrites', async () => {
    const owner = await t.signedIn('Owner');
    const volunteer = await t.signedIn('Volunteer');
    expect((await t.call(volunteer, 'GET', '/api/dashboard/aiPrompt')).json<AiPromptJson>()).toEqual({
      _id: 'ai-prompt',
      aIPromptText: DEFAULT_AI_PROMPT,
      modifiedDatetime: null,
    });
    expect(
      (await t.call(volunteer, 'PUT', '/api/dashboard/aiPrompt', { aIPromptText: 'Write a poem.' }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(owner, 'PUT', '/api/dashboard/aiPrompt', { aIPromptText: '' })).statusCode).toBe(
      400,
    );
    const updated = await t.call(owner, 'PUT', '/api/dashboard/aiPrompt', {
      aIPromptText: 'Edit this week.',
    });
    expect(updated.json<AiPromptJson>()).toEqual({
      _id: 'ai-prompt',
      aIPromptText: 'Edit this week.',
      modifiedDatetime: '2026-11-25T20:00:00.000Z',
    });
    expect(
      (await t.call(volunteer, 'GET', '/api/dashboard/aiPrompt')).json<AiPromptJson>().aIPromptText,
    ).toBe('Edit this week.');
  });

  it('remembers when a person copied it, for themselves only', async () => {
    const me = await t.signedIn('Volunteer');
    const other = await t.signedIn('Volunteer');
    const url = `/api/dashboard/aiPrompt/copied/${me.id}`;
    expect((await t.call(me, 'GET', url)).json()).toEqual({ message: null });
    expect((await t.call(me, 'PUT', url)).json()).toEqual({ message: '2026-11-25T20:00:00.000Z' });
    expect((await t.call(me, 'GET', url)).json()).toEqual({ message: '2026-11-25T20:00:00.000Z' });
    const profile = (await t.call(me, 'GET', `/api/userprofile/${me.id}`)).json<UserProfileJson>();
    expect(profile.copiedAiPrompt).toBe('2026-11-25T20:00:00.000Z');
    expect((await t.call(other, 'PUT', url)).statusCode).toBe(403);
    const copies = await Promise.all(Array.from({ length: 10 }, () => t.call(me, 'PUT', url)));
    expect(copies.every((r) => r.statusCode === 200)).toBe(true);
  });
});
