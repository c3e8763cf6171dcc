import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ProfileEditJson } from '@hgn/domain/users';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ProfileEditHistory } from './ProfileEditHistory';

const userId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0001';

const edit = (field: string, oldValue: string, newValue: string): ProfileEditJson => ({
  _id: `edit-${field}`,
  editorId: '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0009',
  editorName: 'Olive Owner',
  field,
  oldValue,
  newValue,
  date: '2026-11-20T18:00:00.000Z',
});

describe('ProfileEditHistory', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names each changed field by its label, not its key', async () => {
    stubServer({
      [`GET /api/userprofile/${userId}/edits`]: () =>
        answer(200, [edit('weeklycommittedHours', '10', '15'), edit('teamCode', '', 'G-ROW')]),
    });
    renderInApp(<ProfileEditHistory userId={userId} />);
    const rows = await screen.findAllByRole('row');
    const fields = rows.slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(fields).toEqual(['Weekly Committed Hours', 'Team Code']);
    expect(screen.queryByText('weeklycommittedHours')).not.toBeInTheDocument();
  });

  it('shows when on the Pacific clock, saying so once in the heading', async () => {
    stubServer({
      [`GET /api/userprofile/${userId}/edits`]: () =>
        answer(200, [{ ...edit('bio', 'old', 'new'), date: '2026-11-01T09:30:00.000Z' }]),
    });
    renderInApp(<ProfileEditHistory userId={userId} />);
    expect(await screen.findByRole('columnheader', { name: 'When (Pacific time)' })).toBeInTheDocument();
    // The second 1:30 AM of the fall change.
    expect(screen.getByRole('cell', { name: '11/01/2026 1:30 AM' })).toBeInTheDocument();
  });
});
