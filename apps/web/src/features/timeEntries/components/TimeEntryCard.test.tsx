import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { sampleTimeEntry } from '../../../test/timeEntries';
import { TimeEntryCard } from './TimeEntryCard';

describe('TimeEntryCard', () => {
  it('shows the day, the time as h:mm, the kind, the work’s names with the task linked, and the notes', () => {
    renderWithProviders(<TimeEntryCard entry={sampleTimeEntry({ hours: 2, minutes: 5 })} />);
    expect(screen.getByText('11/24/2026')).toBeInTheDocument();
    expect(screen.getByText('2:05')).toBeInTheDocument();
    expect(screen.getByText('Tangible')).toBeInTheDocument();
    expect(screen.getByText(/Garden \/ Hedges \//)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plant the hedge' })).toHaveAttribute('href', '/wbs/tasks/t1');
    const link = screen.getByRole('link', { name: 'https://docs.example.org/hedge' });
    expect(link).toHaveAttribute('href', 'https://docs.example.org/hedge');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    // Set apart from the notes' text by more than colour (WCAG 1.4.1).
    expect(link).toHaveAttribute('data-underline', 'always');
  });

  it('links no task without a project, and shows stored markup as text only', () => {
    const { container } = renderWithProviders(
      <TimeEntryCard
        entry={sampleTimeEntry({
          projectId: null,
          projectName: null,
          wbsName: null,
          isTangible: false,
          notes: '<p>Met the team <img src=x onerror="alert(1)"> &amp; planned</p>',
        })}
      />,
    );
    expect(screen.getByText('Intangible')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Plant the hedge' })).not.toBeInTheDocument();
    expect(screen.getByText('Plant the hedge')).toBeInTheDocument();
    expect(screen.getByText('Met the team & planned')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers edit and delete only when given, each handing over the entry', async () => {
    const entry = sampleTimeEntry();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { rerender } = renderWithProviders(<TimeEntryCard entry={entry} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<TimeEntryCard entry={entry} onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the time entry of 11/24/2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the time entry of 11/24/2026' }));
    expect(onEdit).toHaveBeenCalledWith(entry);
    expect(onDelete).toHaveBeenCalledWith(entry);
  });
});
