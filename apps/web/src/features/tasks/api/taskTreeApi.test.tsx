import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { taskEditSuggestionCountQuery } from '../../../shared/queries/taskEditSuggestions';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { useSuggestTaskEdit } from './taskTreeApi';

const taskId = '7b000000-0000-4000-8000-000000000001';
const userId = '0b6f3f2e-8f0c-4f3e-9d7e-2f1d1c0a0042';

/** The header's count beside a control that posts a suggestion. */
function SuggestWithCount() {
  const count = useQuery(taskEditSuggestionCountQuery);
  const suggest = useSuggestTaskEdit();
  return (
    <>
      <output aria-label="Waiting suggestions">{count.data ?? 'none'}</output>
      <button
        type="button"
        onClick={() =>
          suggest.mutate({
            taskId,
            userId,
            oldTask: { taskName: 'Walls' },
            newTask: { taskName: 'Outer walls' },
          })
        }
      >
        Suggest
      </button>
    </>
  );
}

describe('useSuggestTaskEdit', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('reads the count of waiting suggestions again once a suggestion is posted', async () => {
    await startSession(makeToken({ role: 'Volunteer', userid: userId }));
    let waiting = 1;
    const { bodiesOf } = stubServer({
      'GET /api/taskeditsuggestion?count=true': () => answer(200, { count: waiting }),
      'POST /api/taskeditsuggestion': () => {
        waiting += 1;
        return answer(200, {
          _id: 's1',
          taskId,
          user: 'Vera Volunteer',
          userId,
          dateSuggested: '2026-11-20T10:00:00.000Z',
          oldTask: { taskName: 'Walls' },
          newTask: { taskName: 'Outer walls' },
          outdated: false,
        });
      },
    });
    renderInApp(<SuggestWithCount />);
    const count = () => screen.getByRole('status', { name: 'Waiting suggestions' });
    await waitFor(() => expect(count()).toHaveTextContent('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    await waitFor(() => expect(count()).toHaveTextContent('2'));
    expect(bodiesOf('POST /api/taskeditsuggestion')).toHaveLength(1);
    expect(bodiesOf('GET /api/taskeditsuggestion?count=true')).toHaveLength(2);
  });
});
