import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { userManagementMessages as msg } from '@hgn/domain/userManagement';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { userPageItem } from '../../../test/users';
import { RemoveUserDialog } from './RemoveUserDialog';

const user = userPageItem();
const statusCall = `PATCH /api/userprofile/${user._id}`;
const removeCall = `DELETE /api/userprofile/${user._id}`;
/** Noon in Pacific time, so the day is the same everywhere the tests run. */
const TODAY = '2026-03-10';

const radio = (name: string) => screen.getByRole('radio', { name });

describe('remove user dialog', () => {
  fixTheDate(`${TODAY}T19:00:00Z`);

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes the user inactive from today by default', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { fetchMock, bodiesOf } = stubServer({
      [statusCall]: () => answer(200, { message: msg.statusUpdated }),
    });
    renderInApp(<RemoveUserDialog user={user} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Remove Vera Volunteer' })).toBeInTheDocument();
    expect(radio('Make inactive')).toBeChecked();
    expect(radio('Archive')).not.toBeChecked();
    expect(radio('Delete')).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Make inactive' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodiesOf(statusCall)).toEqual([{ action: 'DEACTIVATE', endDate: TODAY }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: `Vera Volunteer: ${msg.statusUpdated}` }),
    );
  });

  it('archives the user and shows the server notice', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({ [removeCall]: () => answer(200, { message: msg.userArchived }) });
    renderInApp(<RemoveUserDialog user={user} onClose={onClose} />);
    await userEvent.click(radio('Archive'));
    expect(screen.queryByRole('button', { name: 'Make inactive' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodiesOf(removeCall)).toEqual([{ option: 'archive' }]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: msg.userArchived }));
  });

  it('warns that deleting is permanent before deleting', async () => {
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({ [removeCall]: () => answer(200, { message: msg.userDeleted }) });
    renderInApp(<RemoveUserDialog user={user} onClose={onClose} />);
    expect(screen.queryByText('Deleting is permanent.')).not.toBeInTheDocument();
    await userEvent.click(radio('Delete'));
    expect(screen.getByText('Deleting is permanent.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bodiesOf(removeCall)).toEqual([{ option: 'delete' }]);
  });

  it('offers only deleting for an archived user', () => {
    stubServer({});
    renderInApp(
      <RemoveUserDialog
        user={userPageItem({ isActive: false, isArchived: true })}
        onClose={() => undefined}
      />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(radio('Delete')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows the server refusal and keeps the dialog open with the choice made', async () => {
    const onClose = vi.fn();
    stubServer({
      [removeCall]: () =>
        answer(400, {
          error: msg.cannotRemoveSelf,
          message: msg.cannotRemoveSelf,
          code: 'VALIDATION_FAILED',
          field: 'userId',
        }),
    });
    renderInApp(<RemoveUserDialog user={user} onClose={onClose} />);
    await userEvent.click(radio('Archive'));
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(msg.cannotRemoveSelf);
    expect(radio('Archive')).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without sending on Cancel or the close button', async () => {
    const onClose = vi.fn();
    const { fetchMock } = stubServer({});
    renderInApp(<RemoveUserDialog user={user} onClose={onClose} />);
    await userEvent.click(radio('Delete'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
