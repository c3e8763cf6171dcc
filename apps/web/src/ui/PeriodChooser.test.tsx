import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orgSummaryMessages } from '@hgn/domain/messages';
import { orgSummaryPeriodInput } from '@hgn/domain/orgSummary';
import { reportPeriodInput, type ReportPeriod } from '@hgn/domain/reports';
import { fixTheDate } from '../test/clock';
import { renderWithProviders } from '../test/render';
import { PeriodChooser } from './PeriodChooser';

// Wednesday 25 November 2026, noon Pacific.
fixTheDate('2026-11-25T20:00:00.000Z');

const LAST_FOUR_WEEKS = { fromDate: '2026-10-25', toDate: '2026-11-21' };

function renderChooser(hasPresets = true, input = reportPeriodInput) {
  const onChange = vi.fn<(period: ReportPeriod) => void>();
  renderWithProviders(
    <PeriodChooser
      label="Period"
      period={LAST_FOUR_WEEKS}
      input={input}
      onChange={onChange}
      hasPresets={hasPresets}
    />,
  );
  return onChange;
}

describe('the period chooser', () => {
  it('shows the preset the period is, and its days', () => {
    renderChooser();
    expect(screen.getByRole('radio', { name: 'Last 4 weeks' })).toBeChecked();
    expect(screen.getByLabelText('Period from')).toHaveValue('2026-10-25');
    expect(screen.getByLabelText('Period to')).toHaveValue('2026-11-21');
  });

  it('chooses a preset’s Pacific days', async () => {
    const onChange = renderChooser();
    await userEvent.click(screen.getByRole('radio', { name: 'Last week' }));
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2026-11-15', toDate: '2026-11-21' });
    await userEvent.click(screen.getByRole('radio', { name: 'This year' }));
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2026-01-01', toDate: '2026-12-31' });
  });

  it('keeps Custom chosen, and asks the days typed', async () => {
    const onChange = renderChooser();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    const from = screen.getByLabelText('Period from');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-10-01');
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2026-10-01', toDate: '2026-11-21' });
  });

  it('says on the field, in the words of its rule, what keeps a period from being asked', async () => {
    const onChange = renderChooser(false, orgSummaryPeriodInput);
    expect(screen.queryByRole('radio')).toBeNull();
    const to = screen.getByLabelText('Period to');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    expect(to).toHaveAccessibleDescription(orgSummaryMessages.startAfterEnd);
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ toDate: '2026-10-01' }));

    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-01');
    await waitFor(() => expect(to).not.toHaveAccessibleDescription(orgSummaryMessages.startAfterEnd));
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2026-10-25', toDate: '2026-11-01' });
  });
});
