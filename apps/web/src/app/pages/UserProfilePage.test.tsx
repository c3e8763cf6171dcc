import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { Route, Routes } from 'react-router';
import { profileMessages } from '@hgn/domain/messages';
import { renderInApp } from '../../test/render';
import { answer, stubServer } from '../../test/server';
import { UserProfilePage } from './UserProfilePage';

const userId = '3c9a7f4e-1b2d-4e8f-9a6b-5d4c3b2a1f00';
const noPlace = { userProvided: '', coords: { lat: null, lng: null }, country: '', city: '' };

/** The fields of the profile the page reads, as the server sends them to this viewer. */
const profile = {
  _id: userId,
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.org',
  role: 'Volunteer',
  isActive: true,
  isProtected: false,
  profilePic: '',
  jobTitle: ['Cook'],
  phoneNumber: ['+1 555 0100 100'],
  timeZone: 'Europe/Lisbon',
  location: {
    userProvided: 'Lisbon',
    coords: { lat: 38.72, lng: -9.14 },
    country: 'Portugal',
    city: 'Lisbon',
  },
  homeCountry: noPlace,
  personalLinks: [{ Name: 'Portfolio', Link: 'portfolio.example.org/ana' }],
  adminLinks: [
    { Name: 'Google Doc', Link: 'https://docs.google.com/document/d/abc-123' },
    { Name: 'Media Folder', Link: '' },
  ],
  privacySettings: { email: true, phoneNumber: true, blueSquares: true },
  teams: [{ _id: 't1', teamName: 'Garden Crew' }],
  projects: [{ _id: 'p1', projectName: 'Solar Roof', category: 'Housing' }],
  badgeCollection: [],
  badgeCount: 0,
  infringements: [],
};

function renderProfile(sent: object) {
  stubServer({ [`GET /api/userprofile/${userId}`]: () => answer(200, sent) });
  renderInApp(
    <ModalsProvider>
      <Routes>
        <Route path="/userprofile/:userId" element={<UserProfilePage />} />
      </Routes>
    </ModalsProvider>,
    { route: `/userprofile/${userId}` },
  );
  return screen.findByRole('heading', { name: 'Ana Lima' });
}

/** The value shown under a detail's label. */
const detail = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;

describe('UserProfilePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the phone, links, time zone, location, teams, projects, Google Doc and Badge Summary', async () => {
    await renderProfile(profile);
    expect(within(detail('Phone')).getByRole('link', { name: '+1 555 0100 100' })).toHaveAttribute(
      'href',
      'tel:+15550100100',
    );
    expect(detail('Time zone')).toHaveTextContent(/^Europe\/Lisbon \(UTC[+-]\d{2}:\d{2}\)$/);
    expect(detail('Location')).toHaveTextContent('Lisbon, Portugal');
    const links = within(detail('Links')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Portfolio', 'https://portfolio.example.org/ana'],
      ['Google Doc', 'https://docs.google.com/document/d/abc-123'],
    ]);
    expect(screen.getByText('Garden Crew')).toBeInTheDocument();
    expect(screen.getByText('Solar Roof')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the Google Doc' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Badges: 0/ }));
    expect(await screen.findByRole('dialog', { name: /Badge/ })).toBeInTheDocument();
  });

  it('leaves out what privacy keeps from this viewer, and explains a missing Google Doc', async () => {
    await renderProfile({ ...profile, email: '', phoneNumber: [], adminLinks: [], personalLinks: [] });
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(detail('Email')).toHaveTextContent('Not shown');
    expect(detail('Links')).toHaveTextContent('None given');

    await userEvent.click(screen.getByRole('button', { name: 'Open the Google Doc' }));
    expect(await screen.findByText(profileMessages.noGoogleDoc)).toBeInTheDocument();
  });
});
