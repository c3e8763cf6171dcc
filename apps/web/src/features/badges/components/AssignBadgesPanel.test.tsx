import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BadgeDefinitionJson } from '@hgn/domain/badges';
import { badgeMessages, profileMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ASSIGN_MESSAGE_MS } from '../badgeAssignment';
import { AssignBadgesPanel, choosePersonAndBadge } from './AssignBadgesPanel';

const definition = (_id: string, badgeName: string): BadgeDefinitionJson => ({
  _id,
  badgeName,
  type: 'Custom',
  category: 'Unspecified',
  imageUrl: '',
  description: '',
  ranking: 0,
  showReport: false,
  project: null,
});
const champion = definition('b-champion', 'Community Champion');
const helper = definition('b-helper', 'Helping Hand');
const badges = [champion, helper];

const sam = { _id: 'u-sam', firstName: 'Sam', lastName: 'Rivera', profilePic: '' };
// Sam already holds the champion badge once.
const samProfile = {
  _id: sam._id,
  badgeCollection: [
    {
      _id: 'held-1',
      badge: { ...champion },
      count: 1,
      earnedDate: ['Jan-05-26'],
      lastModified: '2026-01-05T10:00:00.000Z',
      featured: true,
      hasBadgeDeletionImpact: false,
    },
  ],
};

const serverWithSam = (assign: () => Response) =>
  stubServer({
    'GET /api/userprofile/autocomplete/': () => answer(200, [sam]),
    [`GET /api/userprofile/${sam._id}`]: () => answer(200, samProfile),
    [`PUT /api/badge/assign/${sam._id}`]: assign,
  });

type User = ReturnType<typeof userEvent.setup>;

async function chooseSamAndBadges(user: User, names: readonly string[]) {
  await user.type(screen.getByRole('combobox', { name: 'Volunteer' }), 'Sam');
  await user.click(await screen.findByRole('option', { name: 'Sam Rivera' }));
  await user.click(screen.getByRole('combobox', { name: 'Badges' }));
  for (const name of names) await user.click(await screen.findByRole('option', { name }));
}

const chosenBadge = (name: string) => screen.queryByText(name, { selector: '.mantine-Pill-label' });

describe('AssignBadgesPanel', () => {
  afterEach(() => {
    // Unmounted first, so a name search still waiting out its debounce never reaches the real network.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a person and a badge before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({});
    renderInApp(<AssignBadgesPanel badges={badges} />);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByRole('status')).toHaveTextContent(choosePersonAndBadge);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when nobody active matches the typed name', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({ 'GET /api/userprofile/autocomplete/': () => answer(200, []) });
    renderInApp(<AssignBadgesPanel badges={badges} />);
    await user.type(screen.getByRole('combobox', { name: 'Volunteer' }), 'Nobody');
    expect(await screen.findByText(profileMessages.userNotFound)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/userprofile/autocomplete/Nobody', expect.anything());
  });

  it('gives each chosen badge once more dated today, cheers, and clears the cheer after 6 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-10T20:00:00.000Z'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { bodiesOf } = serverWithSam(() => answer(201, sam._id));
    renderInApp(<AssignBadgesPanel badges={badges} />);
    await chooseSamAndBadges(user, [champion.badgeName, helper.badgeName]);
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(await screen.findByRole('status')).toHaveTextContent(badgeMessages.assigned);
    expect(bodiesOf(`PUT /api/badge/assign/${sam._id}`)).toEqual([
      {
        badgeCollection: [
          { badge: champion._id, count: 2, earnedDate: ['Jan-05-26', 'Mar-10-26'], featured: true },
          { badge: helper._id, count: 1, earnedDate: ['Mar-10-26'], featured: false },
        ],
      },
    ]);
    expect(chosenBadge(helper.badgeName)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(ASSIGN_MESSAGE_MS - 1000));
    expect(screen.getByRole('status')).toHaveTextContent(badgeMessages.assigned);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says something is wrong when the server refuses, keeping the choice', async () => {
    const user = userEvent.setup();
    serverWithSam(() => answer(500, { error: 'Internal Server Error' }));
    renderInApp(<AssignBadgesPanel badges={badges} />);
    await chooseSamAndBadges(user, [helper.badgeName]);
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(badgeMessages.assignFailed));
    expect(chosenBadge(helper.badgeName)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Volunteer' })).toHaveValue('Sam Rivera');
  });
});
