import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { weeklySummaryMessages } from '@hgn/domain/messages';
import { unrecordedProfileFigures } from '@hgn/domain/users';
import type { WeeklySummariesJson } from '@hgn/domain/weeklySummaries';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { stubTextLayout } from '../../../test/textLayout';
import { makeToken } from '../../../test/tokens';
import { sampleProfile } from '../../../test/users';
import { reloadPage } from '../../../ui/reloadPage';
import { WeeklySummaryForm } from './WeeklySummaryForm';

vi.mock('../../../ui/reloadPage', () => ({ reloadPage: vi.fn() }));

beforeAll(stubTextLayout);
// Wednesday 25 November 2026, noon Pacific: this week is due Saturday 28 November.
const NOW = new Date('2026-11-25T20:00:00.000Z');
fixTheDate(NOW.toISOString());
afterEach(() => endSession());

const text60 = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
const stored60 = `<p>${text60}</p>`;
const { weeklySummaries: emptyWeeks } = unrecordedProfileFigures(NOW);

const profile = sampleProfile({
  mediaUrl: 'https://drive.example.org/vera',
  weeklySummaries: emptyWeeks.map((week, index) => (index === 0 ? { ...week, summary: stored60 } : week)),
});
const url = `/api/userprofile/${profile._id}/weeklySummaries`;

const answerOf = (summaries: string[]): WeeklySummariesJson => ({
  _id: profile._id,
  mediaUrl: profile.mediaUrl,
  weeklySummaries: emptyWeeks.map((week, index) => ({ ...week, summary: summaries[index] ?? '' })),
  weeklySummariesCount: summaries.filter(Boolean).length,
});

async function renderForm(answers: Record<string, () => Response>, shown = profile) {
  await startSession(makeToken({ userid: profile._id, role: 'Volunteer' }));
  const server = stubServer(answers);
  const onClose = vi.fn();
  renderInApp(
    <ModalsProvider>
      <WeeklySummaryForm profile={shown} onClose={onClose} />
    </ModalsProvider>,
  );
  await screen.findByRole('textbox', { name: 'Summary of This Week' });
  return { ...server, onClose };
}

const confirmAll = async () => {
  for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
};

describe('the weekly summary form', () => {
  it('shows the four weeks, this one first with its countdown and its stored summary', async () => {
    await renderForm({});
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'This Week',
      'Last Week',
      'Week Before Last',
      'Three Weeks Ago',
    ]);
    expect(screen.getByRole('tab', { name: 'This Week' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByText(/^Due 11\/28\/2026 at midnight Pacific time · 3 days 11:59:59 left$/),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Summary of This Week' })).toHaveTextContent(text60);
    expect(screen.getByText('60 words')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to your media files' })).toHaveValue(
      'https://drive.example.org/vera',
    );
  });

  it("says Time's up! when this week's due date passes while open, then reloads the page", async () => {
    const show = vi.spyOn(notifications, 'show');
    const dueSoon = new Date(NOW.getTime() + 1_000).toISOString();
    await renderForm(
      {},
      {
        ...profile,
        weeklySummaries: profile.weeklySummaries.map((week, i) =>
          i === 0 ? { ...week, dueDate: dueSoon } : week,
        ),
      },
    );
    expect(screen.getByText(/00:00:01 left$/)).toBeVisible();
    vi.setSystemTime(new Date(NOW.getTime() + 2_000));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: "Time's up!" })),
    );
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  });

  it('says what is missing, keeps Save off until it is given, then saves the week and closes', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf, onClose } = await renderForm({
      [`PUT ${url}`]: () => answer(200, answerOf([stored60])),
    });
    const media = screen.getByRole('textbox', { name: 'Link to your media files' });
    await userEvent.clear(media);
    expect(screen.getByText('Please enter the link to your media files.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you have proofread your summary.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(media, 'https://drive.example.org/vera');
    await confirmAll();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(`PUT ${url}`)).toEqual([
      {
        week: 0,
        summary: stored60,
        mediaUrl: 'https://drive.example.org/vera',
        mediaConfirm: true,
        editorConfirm: true,
        proofreadConfirm: true,
      },
    ]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '✔ The data was saved successfully!' }),
    );
  });

  it('asks for 50 words in a week begun, and saves nothing while it has fewer', async () => {
    const { fetchMock } = await renderForm({});
    await userEvent.click(screen.getByRole('tab', { name: 'Last Week' }));
    const editor = await screen.findByRole('textbox', { name: 'Summary of Last Week' });
    await userEvent.click(editor);
    await userEvent.paste('Vera planted the seedlings.');
    expect(screen.getByText('4 words (46 more needed)')).toBeInTheDocument();
    expect(screen.getByText('The summary must contain a minimum of 50 words.')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    await confirmAll();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move This Summary' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells of a refused save and stays open with what was written', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { onClose } = await renderForm({
      [`PUT ${url}`]: () =>
        answer(400, {
          code: 'VALIDATION_FAILED',
          message: 'The summary must contain a minimum of 50 words.',
        }),
    });
    await confirmAll();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message: '✘ The data could not be saved! The summary must contain a minimum of 50 words.',
        }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Summary of This Week' })).toHaveTextContent(text60);
  });

  it('keeps Save off on a form not yet touched that may not be saved', async () => {
    await renderForm({});
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await confirmAll();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  const moveToWeekBeforeLast = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Move This Summary' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To Week Before Last' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move This Summary' });
    expect(dialog).toHaveTextContent('Move the summary of This Week to Week Before Last?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Week Before Last' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Week Before Last' })).toHaveAttribute('aria-selected', 'true'),
    );
  };

  it('moves the summary to another week after a confirmation, shows it there, and makes the move on Save', async () => {
    const { bodiesOf, fetchMock, onClose } = await renderForm({
      [`POST ${url}/move`]: () => answer(200, answerOf(['', '', stored60])),
      [`PUT ${url}`]: () => answer(200, answerOf(['', '', stored60])),
    });
    await moveToWeekBeforeLast();
    expect(await screen.findByRole('textbox', { name: 'Summary of Week Before Last' })).toHaveTextContent(
      text60,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'This Week' }));
    expect(screen.getByRole('textbox', { name: 'Summary of This Week' })).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Move This Summary' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('tab', { name: 'Week Before Last' }));
    await confirmAll();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(`POST ${url}/move`)).toEqual([{ from: 0, to: 2 }]);
    expect(bodiesOf(`PUT ${url}`)).toEqual([expect.objectContaining({ week: 2, summary: stored60 })]);
  });

  it('drops a confirmed move on Cancel, leaving the weeks as stored', async () => {
    const { fetchMock, onClose } = await renderForm({});
    await moveToWeekBeforeLast();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not move a summary into a week already written', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { fetchMock } = await renderForm(
      {},
      {
        ...profile,
        weeklySummaries: profile.weeklySummaries.map((week, index) =>
          index === 2 ? { ...week, summary: stored60 } : week,
        ),
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move This Summary' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'To Week Before Last' }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: weeklySummaryMessages.weekTaken }));
    expect(screen.queryByRole('dialog', { name: 'Move This Summary' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a pasted picture and keeps the text as it was', async () => {
    const show = vi.spyOn(notifications, 'show');
    await renderForm({});
    await userEvent.click(screen.getByRole('tab', { name: 'Three Weeks Ago' }));
    const editor = await screen.findByRole('textbox', { name: 'Summary of Three Weeks Ago' });
    await userEvent.click(editor);
    const clipboard = {
      types: ['text/html', 'text/plain'],
      files: [] as unknown as FileList,
      items: [] as unknown as DataTransferItemList,
      getData: (type: string) =>
        type === 'text/html' ? '<p>Seedlings</p><img src="https://x.example/a.png">' : 'Seedlings',
    } as unknown as DataTransfer;
    await userEvent.paste(clipboard);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Pictures are not allowed here!' }));
    expect(editor).toHaveTextContent('');
  });
});
