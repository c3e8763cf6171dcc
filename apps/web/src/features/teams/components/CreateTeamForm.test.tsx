import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { teamMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { TEAM_CREATION_TIMEOUT_MS } from '../api/teamsApi';
import { CreateTeamForm } from './CreateTeamForm';
import { makeTeam } from '../../../test/teams';

const name = () => screen.getByLabelText('New team name');
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create team' }));

const createdTeam = { ...makeTeam(), members: [] };

describe('CreateTeamForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a name before sending anything', async () => {
    const { fetchMock } = stubServer({});
    renderInApp(<CreateTeamForm />);
    await create();
    expect(await screen.findByText(teamMessages.nameRequired)).toBeInTheDocument();
    await userEvent.type(name(), '   ');
    await create();
    expect(name()).toHaveAccessibleDescription(teamMessages.nameRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates an active team under the trimmed name and empties the field', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({ 'POST /api/team': () => answer(201, createdTeam) });
    renderInApp(<CreateTeamForm />);
    await userEvent.type(name(), '  Garden Crew ');
    await create();
    await waitFor(() => expect(name()).toHaveValue(''));
    expect(bodiesOf('POST /api/team')).toEqual([{ teamName: 'Garden Crew', isActive: true }]);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: teamMessages.created }),
    );
  });

  it('says on the field that the name is taken when the server answers TEAM_NAME_TAKEN', async () => {
    stubServer({
      'POST /api/team': () =>
        answer(403, { error: teamMessages.serverNameTaken('garden crew'), code: 'TEAM_NAME_TAKEN' }),
    });
    renderInApp(<CreateTeamForm />);
    await userEvent.type(name(), 'garden crew');
    await create();
    await waitFor(() => expect(name()).toHaveAccessibleDescription(teamMessages.nameTaken));
    expect(name()).toHaveValue('garden crew');
  });

  it('keeps the name and tells of any other refusal', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({ 'POST /api/team': () => answer(400, { error: 'Bad Request' }) });
    renderInApp(<CreateTeamForm />);
    await userEvent.type(name(), 'Garden Crew');
    await create();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: teamMessages.createFailed }),
      ),
    );
    expect(name()).toHaveValue('Garden Crew');
    expect(name()).not.toHaveAccessibleDescription();
  });

  it('gives up after 20 seconds without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Node's AbortSignal.timeout runs on timers a fake clock does not reach: the same signal on setTimeout.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const show = vi.spyOn(notifications, 'show');
    const fetchMock = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<CreateTeamForm />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(name(), 'Garden Crew');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await vi.advanceTimersByTimeAsync(TEAM_CREATION_TIMEOUT_MS - 5000);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: teamMessages.noResponse }),
      ),
    );
    expect(name()).toHaveValue('Garden Crew');
  });
});
