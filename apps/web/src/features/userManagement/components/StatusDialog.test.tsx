import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { addPacificDays } from '@hgn/domain/time';
import { FINAL_DAY_NOTICE_DAYS, userManagementMessages as msg } from '@hgn/domain/userManagement';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { userPageItem } from '../../../test/users';
import { StatusDialog } from './StatusDialog';

const user = userPageItem();
const statusCall = `PATCH /api/userprofile/${user._id}`;
/** Noon in Pacific time, so the day is the same everywhere the tests run. */
const TODAY = '2026-03-10';

const statusUpdated = () => answer(200, { message: msg.statusUpdated });
const dateInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe('status dialog', () => {
  fixTheDate(`${TODAY}T19:00:00Z`);

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('deactivates today after asking, and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({ [statusCall]: statusUpdated });
    renderInApp(<StatusDialog user={user} action="deactivate" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Deactivate user' });
    expect(within(dialog).getByText(/^Deactivate Vera Volunteer today\?/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodiesOf(statusCall)).toEqual([{ action: 'DEACTIVATE', endDate: TODAY }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: `Vera Volunteer: ${msg.statusUpdated}` }),
    );
  });

  it('sets a final day three weeks ahead unless another day is chosen, not before today', async () => {
    const { bodiesOf } = stubServer({ [statusCall]: statusUpdated });
    renderInApp(<StatusDialog user={user} action="scheduleFinalDay" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Set final day' })).toBeInTheDocument();
    const finalDay = dateInput('Final day');
    expect(finalDay).toHaveValue(addPacificDays(TODAY, FINAL_DAY_NOTICE_DAYS));
    expect(finalDay).toHaveAttribute('min', TODAY);

    await userEvent.clear(finalDay);
    expect(screen.getByRole('button', { name: 'Set final day' })).toBeDisabled();
    await userEvent.type(finalDay, '2026-04-30');
    await userEvent.click(screen.getByRole('button', { name: 'Set final day' }));

    await waitFor(() =>
      expect(bodiesOf(statusCall)).toEqual([{ action: 'SCHEDULE_DEACTIVATION', endDate: '2026-04-30' }]),
    );
  });

  it('pauses until a day from tomorrow on, a week ahead unless another day is chosen', async () => {
    const { bodiesOf } = stubServer({ [statusCall]: statusUpdated });
    renderInApp(<StatusDialog user={user} action="pause" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Pause user' })).toBeInTheDocument();
    const pausedUntil = dateInput('Paused until');
    expect(pausedUntil).toHaveValue(addPacificDays(TODAY, 7));
    expect(pausedUntil).toHaveAttribute('min', addPacificDays(TODAY, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));

    await waitFor(() =>
      expect(bodiesOf(statusCall)).toEqual([{ action: 'PAUSE', reactivationDate: addPacificDays(TODAY, 7) }]),
    );
  });

  it('activates, resumes and deletes a final day with the same ACTIVATE change', async () => {
    const { bodiesOf } = stubServer({ [statusCall]: statusUpdated });
    const actions = [
      { action: 'activate', title: 'Activate user', confirm: 'Activate' },
      { action: 'resume', title: 'Resume user', confirm: 'Resume' },
      { action: 'clearFinalDay', title: 'Delete final day', confirm: 'Delete final day' },
    ] as const;
    for (const { action, title, confirm } of actions) {
      const onClose = vi.fn();
      const { unmount } = renderInApp(<StatusDialog user={user} action={action} onClose={onClose} />);
      const dialog = screen.getByRole('dialog', { name: title });
      await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      unmount();
    }
    expect(bodiesOf(statusCall)).toEqual(actions.map(() => ({ action: 'ACTIVATE' })));
  });

  it('shows the server refusal and keeps the dialog open with the chosen day', async () => {
    const onClose = vi.fn();
    stubServer({
      [statusCall]: () =>
        answer(400, {
          error: msg.endDateInPast,
          message: msg.endDateInPast,
          code: 'VALIDATION_FAILED',
          field: 'endDate',
        }),
    });
    renderInApp(<StatusDialog user={user} action="scheduleFinalDay" onClose={onClose} />);
    const finalDay = dateInput('Final day');
    await userEvent.clear(finalDay);
    await userEvent.type(finalDay, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Set final day' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(msg.endDateInPast);
    expect(screen.getByRole('dialog', { name: 'Set final day' })).toBeInTheDocument();
    expect(finalDay).toHaveValue('2026-03-01');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without sending on Cancel', async () => {
    const onClose = vi.fn();
    const { fetchMock } = stubServer({});
    renderInApp(<StatusDialog user={user} action="pause" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
