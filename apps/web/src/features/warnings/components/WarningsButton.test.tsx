import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warningMessages, type WarningsOfUserJson } from '@hgn/domain/warnings';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { sampleProfile } from '../../../test/users';
import { useUserProfile } from '../../../shared/queries/userProfile';
import { DEFAULT_ROLE_PERMISSIONS } from '@hgn/domain/permissions';
import { NOTICE_MS, useFadingNotice } from './useFadingNotice';
import { WarningsButton } from './WarningsButton';

const user = { _id: 'u-ana', firstName: 'Ana', lastName: 'Lima' };
const warning = (n: number, color: 'yellow' | 'red' = 'yellow') => ({
  _id: `w-${n}`,
  iconId: `i-${n}`,
  color,
  date: '2026-11-20',
  description: 'Log Time to Tasks',
  monitorData: { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.org' },
});
const trackers = (count: number): WarningsOfUserJson => ({
  warnings: [
    {
      title: 'Log Time to Tasks',
      abbreviation: 'LTTT',
      order: 1,
      warnings: Array.from({ length: count }, (_, n) => warning(n + 1)),
    },
  ],
});
const descriptions = {
  currentWarningDescriptions: [
    {
      _id: 'd-1',
      warningTitle: 'Log Time to Tasks',
      activeWarning: true,
      isPermanent: false,
      abbreviation: 'LTTT',
      order: 1,
    },
  ],
};

const adminPermissions = [...DEFAULT_ROLE_PERMISSIONS.Administrator];
/** A role that reads every tracker and gives blue squares, but issues no warning. */
const squarerRoles = () =>
  answer(200, [{ _id: 'r-1', roleName: 'Mentor', permissions: ['viewTrackingOverview', 'issueBlueSquare'] }]);

/** Reads Ana's profile as her profile page does. */
function ProfileReader() {
  useUserProfile(user._id);
  return null;
}

async function open(role: string, count: number, routes: Record<string, () => Response> = {}, me = 'u-me') {
  await startSession(makeToken({ userid: me, role }));
  const server = stubServer({
    'GET /api/roles': () =>
      answer(200, [
        { _id: 'r-1', roleName: role, permissions: role === 'Administrator' ? adminPermissions : [] },
      ]),
    'GET /api/warnings/u-ana': () => answer(201, trackers(count)),
    'GET /api/userprofile/u-ana': () => answer(200, sampleProfile({ _id: user._id })),
    'GET /api/currentWarnings': () => answer(200, descriptions),
    'POST /api/warnings/u-ana': () => answer(201, trackers(count + 1)),
    'DELETE /api/warnings/u-ana': () => answer(201, trackers(count - 1)),
    ...routes,
  });
  renderInApp(
    <>
      <WarningsButton user={user} />
      <ProfileReader />
      <ActorReadyMark />
    </>,
  );
  await actorReady();
  return server;
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Warnings' }));
  await screen.findByRole('group', { name: 'Log Time to Tasks tracker' });
};

describe('the warning tracker', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('offers a holder of issueBlueSquare alone the empty icon only from the choice on', async () => {
    await open('Mentor', 1, { 'GET /api/roles': squarerRoles });
    await openDialog();
    expect(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 2' })).toBeDisabled();
  });

  it('lets a holder of issueBlueSquare alone give a blue square from the choice on', async () => {
    await open('Mentor', 2, { 'GET /api/roles': squarerRoles });
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a warning or a blue square?' });
    expect(within(dialog).getByRole('radio', { name: 'Warning' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Blue square' }));
    expect(within(dialog).getByRole('button', { name: 'Issue blue square' })).toBeEnabled();
  });

  it('reads the profile again once a blue square is issued, so the profile lists it', async () => {
    const { bodiesOf } = await open('Administrator', 3);
    const profileReads = () => bodiesOf('GET /api/userprofile/u-ana').length;
    await waitFor(() => expect(profileReads()).toBe(1));
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a warning or a blue square?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue blue square' }));
    await screen.findByText(warningMessages.blueSquareIssued);
    expect(bodiesOf('POST /api/warnings/u-ana')).toEqual([expect.objectContaining({ color: 'red' })]);
    await waitFor(() => expect(profileReads()).toBe(2));
  });

  it('leaves the profile as it is when a warning is issued', async () => {
    const { bodiesOf } = await open('Administrator', 0);
    await waitFor(() => expect(bodiesOf('GET /api/userprofile/u-ana')).toHaveLength(1));
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 1' }));
    await screen.findByText(warningMessages.issued);
    expect(bodiesOf('GET /api/userprofile/u-ana')).toHaveLength(1);
  });

  it('shows 8 icons and issues a warning straight away under 2 warnings', async () => {
    const { bodiesOf } = await open('Administrator', 1);
    await openDialog();
    expect(screen.getAllByRole('button', { name: /^Log Time to Tasks: / })).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 2' }));
    await screen.findByText(warningMessages.issued);
    expect(bodiesOf('POST /api/warnings/u-ana')).toEqual([
      expect.objectContaining({ color: 'yellow', description: 'Log Time to Tasks' }),
    ]);
  });

  it('offers the warning-or-blue-square choice from 2 warnings, suggesting a blue square from 3', async () => {
    const { bodiesOf } = await open('Administrator', 3);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue a warning or a blue square?' });
    expect(screen.getByRole('radio', { name: 'Blue square' })).toBeChecked();
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue blue square' }));
    await screen.findByText(warningMessages.blueSquareIssued);
    expect(bodiesOf('POST /api/warnings/u-ana')).toEqual([expect.objectContaining({ color: 'red' })]);
  });

  it('suggests a warning at exactly 2 warnings', async () => {
    await open('Administrator', 2);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 3' }));
    await screen.findByRole('dialog', { name: 'Issue a warning or a blue square?' });
    expect(screen.getByRole('radio', { name: 'Warning' })).toBeChecked();
  });

  it('asks before deleting a warning and says "Deletion was successful"', async () => {
    const { bodiesOf } = await open('Administrator', 1);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: /^Log Time to Tasks: warning of 2026-11-20/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this warning?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Deletion was successful');
    expect(bodiesOf('DELETE /api/warnings/u-ana')).toEqual([{ warningId: 'w-1' }]);
  });

  it('shows the server’s words when a warning is refused', async () => {
    const show = vi.spyOn(notifications, 'show');
    await open('Administrator', 1, {
      'POST /api/warnings/u-ana': () =>
        answer(422, {
          code: 'WARNING_LIMIT_REACHED',
          message: warningMessages.limitReached,
          error: warningMessages.limitReached,
        }),
    });
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 2' }));
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: warningMessages.limitReached })),
    );
  });

  it('checks a new description’s first letter before sending it', async () => {
    const { bodiesOf } = await open('Administrator', 0);
    await openDialog();
    const input = await screen.findByRole('textbox', { name: 'New warning description' });
    await userEvent.type(input, '#Late');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Warnings cannot have special characters as the first letter');
    expect(bodiesOf('POST /api/currentWarnings')).toEqual([]);
  });

  it('shows the duplicate refusal under the field', async () => {
    await open('Administrator', 0, {
      'POST /api/currentWarnings': () =>
        answer(400, {
          code: 'WARNING_DESCRIPTION_EXISTS',
          field: 'newWarning',
          message: warningMessages.duplicate,
          error: warningMessages.duplicate,
        }),
    });
    await openDialog();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'New warning description' }),
      'log time to tasks',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText(warningMessages.duplicate);
  });

  it('lets a volunteer read their own warnings, in their colours, without changing them', async () => {
    await open(
      'Volunteer',
      2,
      {
        'GET /api/warnings/u-ana': () =>
          answer(201, {
            warnings: [{ ...trackers(0).warnings[0]!, warnings: [warning(1), warning(2, 'red')] }],
          }),
      },
      'u-ana',
    );
    await openDialog();
    const yellow = screen.getByRole('img', { name: /^Log Time to Tasks: warning of 2026-11-20/ });
    const red = screen.getByRole('img', { name: /^Log Time to Tasks: blue square of 2026-11-20/ });
    expect(yellow.getAttribute('style')).toContain('--mantine-color-yellow-filled');
    expect(red.getAttribute('style')).toContain('--mantine-color-red-filled');
    expect(screen.queryByRole('button', { name: /: (warning|blue square) of / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Time to Tasks: issue warning 3' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'New warning description' })).not.toBeInTheDocument();
    endSession();
  });

  it('hides the button from a volunteer on someone else’s profile', async () => {
    await open('Volunteer', 0);
    expect(screen.queryByRole('button', { name: 'Warnings' })).not.toBeInTheDocument();
  });
});

describe('the tracker notice', () => {
  it('fades after 5 seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFadingNotice());
    act(() => result.current[1]('Warning was succesfully edited!'));
    expect(result.current[0]).toBe('Warning was succesfully edited!');
    act(() => {
      vi.advanceTimersByTime(NOTICE_MS - 1);
    });
    expect(result.current[0]).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current[0]).toBeNull();
    vi.useRealTimers();
  });
});
