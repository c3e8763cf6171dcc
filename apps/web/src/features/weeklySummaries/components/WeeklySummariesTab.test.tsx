import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { unrecordedProfileFigures } from '@hgn/domain/users';
import { endSession, startSession } from '../../../shared/session/session';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { stubTextLayout } from '../../../test/textLayout';
import { makeToken } from '../../../test/tokens';
import { sampleProfile } from '../../../test/users';
import { WeeklySummariesTab } from './WeeklySummariesTab';

beforeAll(stubTextLayout);
const NOW = new Date('2026-11-25T20:00:00.000Z');
fixTheDate(NOW.toISOString());
afterEach(() => endSession());

const text55 = `Vera planted ${Array.from({ length: 53 }, (_, i) => `row${i}`).join(' ')}`;
const { weeklySummaries: weeks } = unrecordedProfileFigures(NOW);
const profile = sampleProfile({
  mediaUrl: 'https://drive.example.org/vera',
  weeklySummaries: weeks.map((week, index) =>
    index === 1 ? { ...week, summary: `<p>${text55}</p>` } : week,
  ),
});
const url = `/api/userprofile/${profile._id}/weeklySummaries`;

async function renderTab(viewerId: string, answers: Record<string, () => Response> = {}) {
  await startSession(makeToken({ userid: viewerId, role: 'Volunteer' }));
  const server = stubServer({ 'GET /api/roles': () => answer(200, []), ...answers });
  renderInApp(<WeeklySummariesTab profile={profile} />);
  return server;
}

const cardOf = (week: string) => {
  const card = screen.getByRole('heading', { name: week }).closest('li');
  if (!card) throw new Error(`no card for ${week}`);
  return within(card);
};

describe('the time log’s weekly summaries', () => {
  it('lists the four weeks with their due dates and texts, and no editing of another’s', async () => {
    await renderTab('3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f99');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'This Week',
      'Last Week',
      'Week Before Last',
      'Three Weeks Ago',
    ]);
    expect(cardOf('Last Week').getByText(text55)).toBeInTheDocument();
    expect(cardOf('Last Week').getByText('Due 11/21/2026')).toBeInTheDocument();
    expect(cardOf('This Week').getByText('No summary written for this week.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /^Edit the summary/ })).toBeNull();
  });

  it('asks for 50 words in place and sends nothing until they are there', async () => {
    const { fetchMock } = await renderTab(profile._id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the summary of This Week' }));
    const editor = await screen.findByRole('textbox', { name: 'Summary of This Week' });
    await userEvent.click(editor);
    await userEvent.paste('Vera watered the seedlings.');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter a valid summary with at least 50 words.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('saves a week’s summary with the media link and the confirmations, then shows it again', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = await renderTab(profile._id, {
      [`PUT ${url}`]: () =>
        answer(200, {
          _id: profile._id,
          mediaUrl: profile.mediaUrl,
          weeklySummaries: profile.weeklySummaries,
          weeklySummariesCount: 1,
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the summary of Last Week' }));
    expect(await screen.findByRole('textbox', { name: 'Summary of Last Week' })).toHaveTextContent(text55);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please confirm that you have proofread your summary.'),
    ).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: '✔ The data was saved successfully!' }),
      ),
    );
    expect(bodiesOf(`PUT ${url}`)).toEqual([
      {
        week: 1,
        summary: `<p>${text55}</p>`,
        mediaUrl: 'https://drive.example.org/vera',
        mediaConfirm: true,
        editorConfirm: true,
        proofreadConfirm: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Summary of Last Week' })).toBeNull());
    expect(cardOf('Last Week').getByText(text55)).toBeInTheDocument();
  });
});
