import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { endSession } from '../../../shared/session/session';
import { answer } from '../../../test/server';
import { findTable, renderBoard, setUp } from './LeaderboardSection.testkit';

describe('the leaderboard', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('the mouseover text of the total hours', () => {
    const hint = {
      _id: '0c8f1a52-6d3e-4b7a-9e21-5f4d3c2b1a01',
      mouseoverText: 'Tangible and intangible hours',
    };
    const totalHeading = () =>
      within(screen.getByRole('table', { name: 'Leaderboard' })).getAllByRole('columnheader')[5];

    it('is shown on keyboard focus of the heading, and only an Owner may change it', async () => {
      await setUp('Volunteer', { 'GET /api/mouseoverText': () => answer(200, [hint]) });
      renderBoard();
      await findTable();
      const heading = () => within(totalHeading() as HTMLElement).getByText('Total hours');
      await waitFor(() => expect(heading()).toHaveAttribute('tabindex', '0'));
      heading().focus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Tangible and intangible hours');
      expect(screen.queryByRole('button', { name: 'Edit the mouseover text of the total hours' })).toBeNull();
    });

    it('lets an Owner write the first one', async () => {
      const show = vi.spyOn(notifications, 'show');
      const { bodiesOf } = await setUp('Owner', {
        'POST /api/mouseoverText': () => answer(201, { ...hint, mouseoverText: 'Hours of the week' }),
      });
      renderBoard();
      await findTable();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Edit the mouseover text of the total hours' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Mouseover text of the total hours' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Please write the mouseover text.')).toBeInTheDocument();
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Mouseover text' }),
        '  Hours of the week ',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Mouseover Text created!' })),
      );
      expect(bodiesOf('POST /api/mouseoverText')).toEqual([{ newMouseoverText: 'Hours of the week' }]);
    });

    it('lets an Owner change it, and says so on the field when another Owner wrote the first meanwhile', async () => {
      const show = vi.spyOn(notifications, 'show');
      const { bodiesOf } = await setUp('Owner', {
        'GET /api/mouseoverText': () => answer(200, [hint]),
        [`PUT /api/mouseoverText/${hint._id}`]: () => answer(201, { ...hint, mouseoverText: 'Changed' }),
      });
      renderBoard();
      await findTable();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Edit the mouseover text of the total hours' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Mouseover text of the total hours' });
      const field = within(dialog).getByRole('textbox', { name: 'Mouseover text' });
      expect(field).toHaveValue('Tangible and intangible hours');
      await userEvent.clear(field);
      await userEvent.type(field, 'Changed');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Mouseover Text updated!' })),
      );
      expect(bodiesOf(`PUT /api/mouseoverText/${hint._id}`)).toEqual([{ newMouseoverText: 'Changed' }]);
    });

    it('tells an Owner whose first text came second to edit the other one', async () => {
      await setUp('Owner', {
        'POST /api/mouseoverText': () =>
          answer(409, {
            code: 'MOUSEOVER_TEXT_EXISTS',
            message: 'The leaderboard has its mouseover text already: edit it instead.',
          }),
      });
      renderBoard();
      await findTable();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Edit the mouseover text of the total hours' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Mouseover text of the total hours' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mouseover text' }), 'Mine');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('The leaderboard has its mouseover text already: edit it instead.'),
      ).toBeInTheDocument();
    });
  });
});
