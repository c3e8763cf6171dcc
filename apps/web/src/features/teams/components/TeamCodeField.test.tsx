import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { teamMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { TeamCodeField } from './TeamCodeField';

const teamId = '7a1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f';
const put = `PUT /api/team/${teamId}`;
const field = () => screen.getByRole('textbox', { name: 'Team code of Garden Crew' });

const renderField = (canEdit = true) =>
  renderInApp(<TeamCodeField teamId={teamId} teamName="Garden Crew" teamCode="G-CREW" canEdit={canEdit} />);

describe('TeamCodeField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves a valid code on Enter and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({ [put]: () => answer(200, {}) });
    renderField();
    expect(field()).toHaveAttribute('placeholder', 'X-XXX');
    await userEvent.clear(field());
    await userEvent.type(field(), 'G-ROW{Enter}');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: teamMessages.teamCodeUpdated }),
      ),
    );
    expect(bodiesOf(put)).toEqual([{ teamCode: 'G-ROW' }]);
  });

  it('saves when the field is left, and only when the code changed', async () => {
    const { bodiesOf } = stubServer({ [put]: () => answer(200, {}) });
    renderField();
    await userEvent.click(field());
    await userEvent.tab();
    expect(bodiesOf(put)).toEqual([]);
    await userEvent.clear(field());
    await userEvent.type(field(), 'GROW7');
    await userEvent.tab();
    await waitFor(() => expect(bodiesOf(put)).toEqual([{ teamCode: 'GROW7' }]));
  });

  it('refuses a code that fits none of the patterns without sending it', async () => {
    const { fetchMock } = stubServer({});
    renderField();
    await userEvent.clear(field());
    await userEvent.type(field(), 'AB{Enter}');
    expect(field()).toHaveAccessibleDescription(teamMessages.teamCodeMissing);
    expect(field()).toHaveValue('AB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the saved code back when the server refuses the new one', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({ [put]: () => answer(403, { error: 'Forbidden' }) });
    renderField();
    await userEvent.clear(field());
    await userEvent.type(field(), 'G-ROW{Enter}');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: teamMessages.teamCodeSaveFailed }),
      ),
    );
    expect(field()).toHaveValue('G-CREW');
  });

  it('is disabled without the right to edit teams', () => {
    stubServer({});
    renderField(false);
    expect(field()).toBeDisabled();
    expect(field()).toHaveValue('G-CREW');
  });
});
