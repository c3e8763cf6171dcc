import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BadgeCollectionItemJson } from '@hgn/domain/badges';
import { badgeMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { BadgeSummaryButton } from './BadgeSummaryButton';

const held = (name: string, type: string, count: number): BadgeCollectionItemJson => ({
  _id: name,
  badge: { _id: name, badgeName: name, type, imageUrl: '', description: '', ranking: 1, showReport: false },
  count,
  earnedDate: [],
  lastModified: '2026-01-01T10:00:00.000Z',
  featured: false,
  hasBadgeDeletionImpact: false,
});

// Three helper badges and a Personal Max earned five times: the Personal Max counts once.
const profile = {
  badgeCollection: [held('Helping Hand', 'Custom', 3), held('Best Week', badgeMessages.personalMaxType, 5)],
  badgeCount: 2,
};

const resetPath = (userId: string) => `PUT /api/badge/badgecount/reset/${userId}`;

describe('BadgeSummaryButton', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('counts a Personal Max once, and opening one’s own summary clears the new-badge dot', async () => {
    await startSession(makeToken({ userid: 'u-sam' }));
    const { fetchMock } = stubServer({ [resetPath('u-sam')]: () => answer(201, { count: 0 }) });
    renderInApp(<BadgeSummaryButton userId="u-sam" profile={profile} />);
    expect(screen.getByText(String(profile.badgeCount))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Badges: 4' }));
    expect(await screen.findByRole('dialog', { name: 'Badge Summary' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/badge/badgecount/reset/u-sam',
      expect.objectContaining({ method: 'PUT' }),
    );
  });

  it('opens someone else’s summary without a dot and without resetting their count', async () => {
    await startSession(makeToken({ userid: 'u-admin', role: 'Administrator' }));
    const { fetchMock } = stubServer({});
    renderInApp(<BadgeSummaryButton userId="u-sam" profile={profile} />);
    expect(screen.queryByText(String(profile.badgeCount))).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Badges: 4' }));
    expect(await screen.findByRole('dialog', { name: 'Badge Summary' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
