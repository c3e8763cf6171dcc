import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileMessages } from '@hgn/domain/messages';
import { pacificDate } from '@hgn/domain/time';
import { formatDay } from '../../../ui/formatDate';
import { renderWithProviders } from '../../../test/render';
import type { DraftItem } from '../blueSquareDraft';
import { BlueSquareDialog, type BlueSquareDialogState } from './BlueSquareDialog';

const item: DraftItem = {
  _id: 'b-1',
  date: '2026-03-04',
  description: 'Weekly summary missing',
  createdDate: '2026-03-08T10:00:00.000Z',
  reason: 'missing summary',
  isStaged: false,
};

function renderDialog(state: BlueSquareDialogState, canDelete = false) {
  const handlers = { onClose: vi.fn(), onAdd: vi.fn(), onUpdate: vi.fn(), onDelete: vi.fn() };
  renderWithProviders(<BlueSquareDialog state={state} canDelete={canDelete} {...handlers} />);
  return handlers;
}

const date = () => screen.getByLabelText(/^date/i, { selector: 'input' });
const summary = () => screen.getByLabelText(/^summary/i, { selector: 'textarea' });

describe('blue square dialog', () => {
  it('adds a blue square for today only with a summary', async () => {
    const { onAdd, onClose } = renderDialog({ type: 'addBlueSquare' });
    const dialog = screen.getByRole('dialog', { name: 'Add Blue Square' });
    expect(date()).toHaveValue(pacificDate(new Date()));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      profileMessages.blueSquareNeedsDateAndSummary,
    );
    await userEvent.type(summary(), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.type(summary(), 'Missed the team meeting ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(onAdd).toHaveBeenCalledWith({
      date: pacificDate(new Date()),
      description: 'Missed the team meeting',
      reason: 'other',
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for a date when it is emptied', async () => {
    const { onAdd } = renderDialog({ type: 'addBlueSquare' });
    await userEvent.clear(date());
    await userEvent.type(summary(), 'Missed the team meeting');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.blueSquareNeedsDateAndSummary);
    expect(summary()).toHaveValue('Missed the team meeting');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('modifies a blue square, keeping its reason, and offers no Delete without the right', async () => {
    const { onUpdate, onDelete, onClose } = renderDialog({ type: 'modBlueSquare', item });
    const dialog = screen.getByRole('dialog', { name: 'Modify Blue Square' });
    expect(date()).toHaveValue(item.date);
    expect(summary()).toHaveValue(item.description);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await userEvent.clear(summary());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      profileMessages.blueSquareNeedsDateAndSummary,
    );
    expect(onUpdate).not.toHaveBeenCalled();

    await userEvent.clear(date());
    await userEvent.type(date(), '2026-03-05');
    await userEvent.type(summary(), 'Summary sent late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledWith(item._id, {
      date: '2026-03-05',
      description: 'Summary sent late',
      reason: item.reason,
    });
    expect(onDelete).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('deletes a blue square with the right to', async () => {
    const { onUpdate, onDelete, onClose } = renderDialog({ type: 'modBlueSquare', item }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(item._id);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a blue square without fields to change', async () => {
    const handlers = renderDialog({ type: 'viewBlueSquare', item }, true);
    const dialog = screen.getByRole('dialog', { name: 'Blue Square' });
    expect(dialog).toHaveTextContent(formatDay(item.date));
    expect(dialog).toHaveTextContent(item.description);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Close');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    for (const change of [handlers.onAdd, handlers.onUpdate, handlers.onDelete])
      expect(change).not.toHaveBeenCalled();
  });

  it('shows a message under its title', async () => {
    const { onClose } = renderDialog({ type: 'message', title: 'Blue squares', text: 'Nothing to show.' });
    const dialog = screen.getByRole('dialog', { name: 'Blue squares' });
    expect(dialog).toHaveTextContent('Nothing to show.');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
