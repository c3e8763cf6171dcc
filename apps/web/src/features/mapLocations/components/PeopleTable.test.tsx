import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapEntryJson } from '@hgn/domain/mapLocations';
import { mapLocationsMessages as messages } from '@hgn/domain/messages';
import { renderWithProviders } from '../../../test/render';
import { PeopleTable } from './PeopleTable';
import { matchesSearch } from './peopleSearch';

const entry = (firstName: string, country: string): MapEntryJson => ({
  _id: firstName,
  firstName,
  lastName: 'Doe',
  jobTitle: 'Builder',
  isActive: false,
  location: { userProvided: `A town in ${country}`, coords: { lat: 1, lng: 2 }, country, city: '' },
  type: 'm_user',
  title: 'Prior to HGN Data Collection',
  __v: 0,
});
const people = [entry('bea', 'Chile'), entry('Abe', 'Peru'), entry('Cy', 'Angola')];
const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('the table of people on the map', () => {
  it('sorts by name, ignoring case, and by any column either way', async () => {
    renderWithProviders(<PeopleTable people={people} onShow={() => {}} />);
    expect(firstColumn()).toEqual(['Abe Doe', 'bea Doe', 'Cy Doe']);
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    expect(firstColumn()).toEqual(['Cy Doe', 'bea Doe', 'Abe Doe']);
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    expect(firstColumn()).toEqual(['Abe Doe', 'bea Doe', 'Cy Doe']);
    expect(screen.getByRole('columnheader', { name: /Country/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows a person on the map from their row', async () => {
    const onShow = vi.fn();
    renderWithProviders(<PeopleTable people={people} onShow={onShow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show Cy Doe on the map' }));
    expect(onShow).toHaveBeenCalledWith(people[2]);
  });

  it('says when there is no one', () => {
    renderWithProviders(<PeopleTable people={[]} onShow={() => {}} />);
    expect(screen.getByText(messages.noUsersFound)).toBeInTheDocument();
  });

  it('finds people by name, job title or place, ignoring case', () => {
    expect(people.filter((p) => matchesSearch(p, 'PERU')).map((p) => p.firstName)).toEqual(['Abe']);
    expect(people.filter((p) => matchesSearch(p, 'abe doe'))).toHaveLength(1);
    expect(people.filter((p) => matchesSearch(p, 'builder'))).toHaveLength(3);
  });
});
