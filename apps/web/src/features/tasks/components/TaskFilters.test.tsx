import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { noTaskFilter, type TaskFilter } from '../taskOutline';
import { TaskFilters } from './TaskFilters';

const people = [
  { value: 'p1', label: 'Ada Lovelace' },
  { value: 'p2', label: 'Alan Turing' },
];

const renderFilters = (filter: TaskFilter) => {
  const onChange = vi.fn();
  renderWithProviders(
    <TaskFilters filter={filter} statuses={['Not Started', 'Started']} people={people} onChange={onChange} />,
  );
  return onChange;
};

describe('the task tree’s filters', () => {
  it('changes the one filter chosen and keeps the others', async () => {
    const filter: TaskFilter = { ...noTaskFilter, status: 'Started', text: 'beds' };
    const onChange = renderFilters(filter);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Started');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveAttribute('placeholder', 'Any priority');

    await userEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Secondary' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, priority: 'Secondary' });

    await userEvent.type(screen.getByRole('combobox', { name: 'Assigned to' }), 'Alan');
    await userEvent.click(await screen.findByRole('option', { name: 'Alan Turing' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, personId: 'p2' });

    await userEvent.click(screen.getByRole('radio', { name: 'Complete' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...filter, completion: 'complete' });
  });

  it('clears every filter at once', async () => {
    const onChange = renderFilters({ ...noTaskFilter, priority: 'Primary', personId: 'p1', text: 'beds' });
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(noTaskFilter);
  });
});
