import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { DEFAULT_AI_PROMPT, feedbackMessages } from '@hgn/domain/feedback';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { FeedbackButtons } from './FeedbackButtons';

const options = { suggestion: ['Tools', 'Other'], field: ['Where?'] };
const prompt = { _id: 'ai-prompt', aIPromptText: DEFAULT_AI_PROMPT, modifiedDatetime: null };

async function open(role: string, label: string) {
  await startSession(makeToken({ userid: 'u-me', role }));
  const server = stubServer({
    'GET /api/roles': () => answer(200, []),
    'GET /api/dashboard/suggestionoption/u-me': () => answer(200, options),
    'POST /api/dashboard/suggestionoption/u-me': () => answer(200, { ...options, field: [] }),
    'POST /api/dashboard/makesuggestion/u-me': () => answer(200, { message: 'Success' }),
    'POST /api/dashboard/bugreport/u-me': () => answer(200, { message: 'Success' }),
    'GET /api/dashboard/aiPrompt': () => answer(200, prompt),
    'GET /api/dashboard/aiPrompt/copied/u-me': () => answer(200, { message: null }),
    'PUT /api/dashboard/aiPrompt/copied/u-me': () => answer(200, { message: '2026-11-25T20:00:00.000Z' }),
    'PUT /api/dashboard/aiPrompt': () => answer(200, { ...prompt, aIPromptText: 'Edit this.' }),
  });
  renderInApp(
    <>
      <ActorReadyMark />
      <FeedbackButtons userId="u-me" />
    </>,
  );
  await actorReady();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: label }));
  return { server, user, dialog: await screen.findByRole('dialog') };
}

describe('FeedbackButtons', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    endSession();
  });

  it('refuses a bug report with an empty field, then sends a complete one', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { server, user, dialog } = await open('Volunteer', 'Report a bug');
    await user.type(await within(dialog).findByLabelText(/Title/), 'Timer resets');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findAllByText(feedbackMessages.allFieldsRequired)).length).toBeGreaterThan(
      0,
    );
    expect(server.bodiesOf('POST /api/dashboard/bugreport')).toEqual([]);

    for (const label of [
      /Environment/,
      /Steps to reproduce/,
      /Expected result/,
      /Actual result/,
      /Visual proof/,
    ])
      await user.type(within(dialog).getByLabelText(label), 'Something');
    await user.click(within(dialog).getByRole('combobox', { name: /Severity/ }));
    await user.click(await screen.findByRole('option', { name: '3. Minor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: feedbackMessages.emailSent })),
    );
    expect(server.bodiesOf('POST /api/dashboard/bugreport')).toEqual([
      {
        title: 'Timer resets',
        environment: 'Something',
        reproduction: 'Something',
        expected: 'Something',
        actual: 'Something',
        visual: 'Something',
        severity: '3. Minor',
      },
    ]);
  });

  it('sends a suggestion with the extra fields; only an Owner sees the lists’ editor', async () => {
    const { server, user, dialog } = await open('Volunteer', 'Suggestion');
    await user.click(await within(dialog).findByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Tools' }));
    await user.type(within(dialog).getByLabelText(/Your suggestion/), 'A shelf');
    await user.type(within(dialog).getByLabelText(/Where\?/), 'Barn');
    expect(within(dialog).queryByText('Categories')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    await vi.waitFor(() =>
      expect(server.bodiesOf('POST /api/dashboard/makesuggestion')).toEqual([
        { suggestionCate: 'Tools', suggestion: 'A shelf', answers: { 'Where?': 'Barn' } },
      ]),
    );
  });

  it('lets an Owner remove an extra field', async () => {
    const { server, user, dialog } = await open('Owner', 'Suggestion');
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Where?' }));
    await vi.waitFor(() =>
      expect(server.bodiesOf('POST /api/dashboard/suggestionoption')).toEqual([
        { action: 'delete', newField: 'Where?', field: true },
      ]),
    );
  });

  it('copies the AI prompt and remembers the copy; an Owner edits it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { server, user, dialog } = await open('Owner', 'AI prompt');
    await user.click(await within(dialog).findByRole('button', { name: 'Copy prompt' }));
    // user-event puts a clipboard of its own on the navigator.
    expect(await navigator.clipboard.readText()).toBe(DEFAULT_AI_PROMPT);
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: feedbackMessages.promptCopied })),
    );
    expect(server.bodiesOf('PUT /api/dashboard/aiPrompt/copied/u-me')).toHaveLength(1);
    expect(await within(dialog).findByText(/^You last copied it 11\/25\/2026/)).toBeInTheDocument();

    const editor = within(dialog).getByLabelText('Edit the prompt');
    await user.clear(editor);
    await user.type(editor, 'Edit this.');
    await user.click(within(dialog).getByRole('button', { name: 'Save prompt' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: feedbackMessages.promptUpdated })),
    );
    expect(server.bodiesOf('PUT /api/dashboard/aiPrompt')).toContainEqual({ aIPromptText: 'Edit this.' });
  });

  it('shows a volunteer the prompt without its editor', async () => {
    const { dialog } = await open('Volunteer', 'AI prompt');
    expect(await within(dialog).findByText(DEFAULT_AI_PROMPT)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Edit the prompt')).not.toBeInTheDocument();
  });
});
