import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { reportsMessages } from '@hgn/domain/messages';
import { ApiError } from '../shared/api/apiError';
import { renderWithProviders } from '../test/render';
import { catchSavedFiles } from '../test/savedFiles';
import { ExportCsvButton } from './ExportCsvButton';

const CSV = 'Team,Team code\r\nGrowers,G-ROW\r\n';

describe('the CSV export button', () => {
  it('saves the table under its name, with the byte-order mark that spreadsheets read as UTF-8', async () => {
    const saved = catchSavedFiles();
    renderWithProviders(
      <ExportCsvButton
        label="the teams"
        download={() => Promise.resolve({ csv: CSV, filename: 'teams.csv' })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export the teams as CSV' }));
    await vi.waitFor(() => expect(saved.names).toEqual(['teams.csv']));
    const file = saved.contents()[0]!;
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.text()).toBe(CSV);
  });

  it('is named by its text alone where the page has one export', () => {
    renderWithProviders(<ExportCsvButton download={() => Promise.reject(new Error('unused'))} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it.each([
    ['in the server’s words', new ApiError(403, 'Forbidden', { message: 'You may not.' }), 'You may not.'],
    [
      'in its own words when the server gives none',
      new ApiError(400, 'Bad Request', {}),
      reportsMessages.exportFailed,
    ],
  ])('tells of a refused export %s and saves nothing', async (_, failure, said) => {
    const saved = catchSavedFiles();
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<ExportCsvButton label="the teams" download={() => Promise.reject(failure)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export the teams as CSV' }));
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: said })));
    expect(saved.names).toEqual([]);
    show.mockRestore();
  });
});
