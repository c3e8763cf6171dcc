import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { FilterSelects } from './FilterSelects';

type OneOfEach = { status: string | null; personId: string | null; text: string };
type ManyOfEach = { teams: string[]; colors: string[] };

const people = [
  { value: 'p1', label: 'Ada Lovelace' },
  { value: 'p2', label: 'Alan Turing' },
];

/** The filter bar's own state around the selects, as a screen keeps it. */
function OneOfEachBar({ onChange }: { onChange: (change: Partial<OneOfEach>) => void }) {
  const [values, setValues] = useState<OneOfEach>({ status: null, personId: 'p2', text: 'kept' });
  return (
    <FilterSelects
      fields={[
        {
          name: 'status',
          label: 'Status',
          placeholder: 'Any status',
          data: ['Started', 'Complete'],
          width: 160,
        },
        { name: 'personId', label: 'Assigned to', data: people, searchable: true, width: 200 },
      ]}
      values={values}
      onChange={(change) => {
        onChange(change);
        setValues((current) => ({ ...current, ...change }));
      }}
    />
  );
}

function ManyOfEachBar({ onChange }: { onChange: (change: Partial<ManyOfEach>) => void }) {
  const [values, setValues] = useState<ManyOfEach>({ teams: [], colors: ['red'] });
  return (
    <FilterSelects
      multiple
      fields={[
        { name: 'teams', label: 'Team', data: ['Garden Crew', 'Kitchen Team'], searchable: true, width: 240 },
        { name: 'colors', label: 'Color', data: ['green', 'red'], width: 240 },
      ]}
      values={values}
      onChange={(change) => {
        onChange(change);
        setValues((current) => ({ ...current, ...change }));
      }}
    />
  );
}

describe('the selects of a filter bar', () => {
  it('shows each field’s choice and changes only the field chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<OneOfEachBar onChange={onChange} />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveAttribute('placeholder', 'Any status');
    expect(status).toHaveValue('');
    // Only a searchable select takes typing.
    expect(status).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Alan Turing');
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).not.toHaveAttribute('readonly');

    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'Started' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: 'Started' });
    expect(status).toHaveValue('Started');

    const person = screen.getByRole('combobox', { name: 'Assigned to' });
    await userEvent.clear(person);
    await userEvent.type(person, 'Ada');
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    expect(onChange).toHaveBeenLastCalledWith({ personId: 'p1' });
  });

  it('lets every select be cleared', async () => {
    const onChange = vi.fn();
    renderWithProviders(<OneOfEachBar onChange={onChange} />);
    const person = screen.getByRole('combobox', { name: 'Assigned to' });
    // The clear button stands after the input it clears.
    const clear = person.parentElement?.querySelector('button');
    if (!clear) throw new Error('no clear button');
    await userEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith({ personId: null });
    expect(person).toHaveValue('');
  });

  it('as multi-selects, adds each choice to its field’s list', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ManyOfEachBar onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kitchen Team' }));
    expect(onChange).toHaveBeenLastCalledWith({ teams: ['Kitchen Team'] });

    await userEvent.click(screen.getByRole('combobox', { name: 'Color' }));
    await userEvent.click(await screen.findByRole('option', { name: 'green' }));
    expect(onChange).toHaveBeenLastCalledWith({ colors: ['red', 'green'] });
  });
});
