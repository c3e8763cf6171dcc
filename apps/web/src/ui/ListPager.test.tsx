import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { ListPager } from './ListPager';

const noop = () => undefined;

describe('the pager under a paged list', () => {
  it('counts in the singular and the plural, with a button for every page', () => {
    const { rerender } = renderWithProviders(
      <ListPager total={21} pageSize={10} unit={['change', 'changes']} page={1} onPage={noop} />,
    );
    expect(screen.getByText('21 changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next page' })).toBeEnabled();

    rerender(<ListPager total={1} pageSize={10} unit={['change', 'changes']} page={1} onPage={noop} />);
    expect(screen.getByText('1 change')).toBeInTheDocument();
  });

  it('keeps one page and shows no count while the total is unknown', () => {
    renderWithProviders(
      <ListPager total={undefined} pageSize={10} unit={['user', 'users']} page={1} onPage={noop} />,
    );
    expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next page' })).toBeDisabled();
    expect(screen.queryByText(/users?$/)).not.toBeInTheDocument();
  });
});
