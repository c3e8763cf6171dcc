import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fixTheDate } from '../../../test/clock';
import { renderWithProviders } from '../../../test/render';
import { DueCountdown } from './DueCountdown';

// Saturday 28 November 2026, two seconds before midnight Pacific.
fixTheDate('2026-11-29T07:59:57.999Z');
const due = new Date('2026-11-29T07:59:59.999Z');

describe('the due date countdown', () => {
  it('counts down each second and says once that the time is up', async () => {
    const onDue = vi.fn();
    renderWithProviders(<DueCountdown due={due} onDue={onDue} />);
    expect(screen.getByText('Due 11/28/2026 at midnight Pacific time · 00:00:02 left')).toBeVisible();
    vi.setSystemTime(new Date('2026-11-29T07:59:58.999Z'));
    expect(await screen.findByText(/00:00:01 left$/)).toBeVisible();
    vi.setSystemTime(new Date('2026-11-29T08:00:00.000Z'));
    await waitFor(() => expect(onDue).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Due 11/28/2026 at midnight Pacific time (past due)')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('explains the due date on keyboard focus', async () => {
    renderWithProviders(<DueCountdown due={due} />);
    screen.getByRole('button', { name: 'About the due date' }).focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /due by Saturday at midnight Pacific time.*the page reloads/,
    );
  });

  it('says a past week is past due and calls nothing', async () => {
    const onDue = vi.fn();
    renderWithProviders(<DueCountdown due={new Date('2026-11-22T07:59:59.999Z')} onDue={onDue} />);
    expect(screen.getByText('Due 11/21/2026 at midnight Pacific time (past due)')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(onDue).not.toHaveBeenCalled();
  });
});
