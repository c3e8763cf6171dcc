import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InfringementJson } from '@hgn/domain/blueSquares';
import { pacificDate } from '@hgn/domain/time';
import { formatDay } from '../../../ui/formatDate';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { useBlueSquareDraft } from '../api/useBlueSquareDraft';
import { BlueSquaresPanel } from './BlueSquaresPanel';

const userId = 'u-volunteer';
const profilePath = `/api/userprofile/${userId}`;
const older: InfringementJson = {
  _id: 'b-older',
  date: '2026-02-01',
  description: 'Time not met',
  createdDate: '2026-02-08T10:00:00.000Z',
  reason: 'time not met',
};
const newer: InfringementJson = {
  _id: 'b-newer',
  date: '2026-03-01',
  description: 'Summary missing',
  createdDate: '2026-03-08T10:00:00.000Z',
  reason: 'missing summary',
};

type Rights = {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canSeePrivate: boolean;
  keptPrivate: boolean;
};
const allRights: Rights = {
  canAdd: true,
  canEdit: true,
  canDelete: true,
  canSeePrivate: true,
  keptPrivate: false,
};

/** The panel as the profile editor holds it: a draft of the profile's blue squares and a Save Changes. */
function ProfileBlueSquares({ rights }: { rights: Rights }) {
  const draft = useBlueSquareDraft(userId);
  const [isRefused, setIsRefused] = useState(false);
  return (
    <>
      <BlueSquaresPanel draft={draft} {...rights} />
      <button type="button" onClick={() => void draft.save().catch(() => setIsRefused(true))}>
        Save Changes
      </button>
      {isRefused && <p role="alert">Not saved</p>}
    </>
  );
}

function renderPanel(
  squares: InfringementJson[],
  rights: Rights,
  answers: Record<string, () => Response> = {},
) {
  const server = stubServer({
    [`GET ${profilePath}`]: () => answer(200, { _id: userId, infringements: squares }),
    ...answers,
  });
  const view = renderInApp(<ProfileBlueSquares rights={rights} />);
  return { ...server, ...view };
}

const squareOf = (date: string, isStaged = false) =>
  screen.findByRole('button', {
    name: `Blue square of ${formatDay(date)}${isStaged ? ', not saved yet' : ''}`,
  });
const summary = () => screen.getByLabelText(/^summary/i, { selector: 'textarea' });
const changesSent = (bodiesOf: (prefix: string) => unknown[]) =>
  ['POST ', 'PUT ', 'DELETE '].flatMap((method) => bodiesOf(method)).length;

describe('blue squares panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the blue squares newest first and opens them read-only without the right to edit', async () => {
    renderPanel([older, newer], { ...allRights, canAdd: false, canEdit: false, canDelete: false });
    await squareOf(newer.date);
    expect(screen.getAllByTestId('blue-square').map((square) => square.textContent)).toEqual([
      formatDay(newer.date),
      formatDay(older.date),
    ]);
    expect(screen.queryByRole('button', { name: 'Add a blue square' })).not.toBeInTheDocument();

    await userEvent.click(await squareOf(older.date));
    const dialog = await screen.findByRole('dialog', { name: 'Blue Square' });
    expect(dialog).toHaveTextContent(older.description);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when there are none, and when the owner keeps them from this viewer', async () => {
    const first = renderPanel([], allRights);
    expect(await screen.findByText('No blue squares.')).toBeInTheDocument();
    first.unmount();

    const second = renderPanel([], { ...allRights, canSeePrivate: false });
    expect(await screen.findByText('No blue squares.')).toBeInTheDocument();
    second.unmount();

    const third = renderPanel([], { ...allRights, keptPrivate: true });
    expect(await screen.findByText('No blue squares.')).toBeInTheDocument();
    third.unmount();

    renderPanel([], { ...allRights, canSeePrivate: false, keptPrivate: true });
    expect(await screen.findByText('Blue squares are private.')).toBeInTheDocument();
  });

  it('keeps an added blue square on the page until Save Changes sends it', async () => {
    const { bodiesOf } = renderPanel([older], allRights, {
      [`POST ${profilePath}/addInfringement`]: () => answer(200, {}),
    });
    await squareOf(older.date);
    await userEvent.click(screen.getByRole('button', { name: 'Add a blue square' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Blue Square' });
    await userEvent.type(summary(), 'Missed the team meeting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const today = pacificDate(new Date());
    expect(await squareOf(today, true)).toBeInTheDocument();
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    expect(changesSent(bodiesOf)).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByText('Unsaved')).not.toBeInTheDocument());
    expect(bodiesOf(`POST ${profilePath}/addInfringement`)).toEqual([
      { blueSquare: { date: today, description: 'Missed the team meeting', reason: 'other' } },
    ]);
    expect(bodiesOf(`GET ${profilePath}`)).toHaveLength(2);
  });

  it('sends staged changes and removals of saved blue squares on Save Changes', async () => {
    const { bodiesOf } = renderPanel([older, newer], allRights, {
      [`PUT ${profilePath}/infringements/${newer._id}`]: () => answer(200, {}),
      [`DELETE ${profilePath}/infringements/${older._id}`]: () => answer(200, {}),
    });
    await userEvent.click(await squareOf(newer.date));
    let dialog = await screen.findByRole('dialog', { name: 'Modify Blue Square' });
    await userEvent.type(summary(), ' twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await squareOf(newer.date, true)).toBeInTheDocument();

    await userEvent.click(await squareOf(older.date));
    dialog = await screen.findByRole('dialog', { name: 'Modify Blue Square' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('blue-square')).toHaveLength(1));
    expect(changesSent(bodiesOf)).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByText('Unsaved')).not.toBeInTheDocument());
    expect(bodiesOf(`PUT ${profilePath}/infringements/${newer._id}`)).toEqual([
      { blueSquare: { date: newer.date, description: `${newer.description} twice`, reason: newer.reason } },
    ]);
    expect(bodiesOf(`DELETE ${profilePath}/infringements/${older._id}`)).toHaveLength(1);
  });

  it('keeps a refused blue square staged', async () => {
    const { bodiesOf } = renderPanel([], allRights, {
      [`POST ${profilePath}/addInfringement`]: () =>
        answer(403, { error: 'Forbidden', message: 'Forbidden' }),
    });
    await screen.findByText('No blue squares.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a blue square' }));
    await userEvent.type(summary(), 'Missed the team meeting');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved');
    expect(bodiesOf(`POST ${profilePath}/addInfringement`)).toHaveLength(1);
    expect(await squareOf(pacificDate(new Date()), true)).toBeInTheDocument();
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
  });
});
