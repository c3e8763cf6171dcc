import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type Actor, type MenuEntry, type Role } from '@hgn/domain/permissions';
import { buildHeaderMenu } from './headerMenu';
import { isRegisteredLink } from '../../shared/routing/registeredRoutes';

const actorFor = (role: Role): Actor => ({
  userId: 'u1',
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});
const labels = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.label] : [entry.label, ...entry.children.map((child) => child.label)],
  );

describe('header menu', () => {
  it('shows only entries whose pages exist', () => {
    const { nav } = buildHeaderMenu({
      actor: actorFor('Owner'),
      displayUserId: 'u1',
      isProtectedAccount: false,
    });
    const links = nav.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(isRegisteredLink(link.to), link.to).toBe(true);
    const reports = nav.find((entry) => entry.label === 'Reports');
    expect(reports && labels([reports])).toEqual([
      'Reports',
      'Reports',
      'Weekly Summaries Report',
      'Total Org Summary',
      'Team Locations',
      'Total Construction Summary',
    ]);
  });

  it('offers Send Emails to Owners and Administrators, who may send them (spec 002)', () => {
    const offersSendEmails = (role: Role) =>
      labels(
        buildHeaderMenu({ actor: actorFor(role), displayUserId: 'u1', isProtectedAccount: false }).nav,
      ).includes('Send Emails');
    expect(offersSendEmails('Owner')).toBe(true);
    expect(offersSendEmails('Administrator')).toBe(true);
    expect(offersSendEmails('Manager')).toBe(false);
    expect(offersSendEmails('Core Team')).toBe(false);
  });

  it('shows an entry by permission once its page is registered', () => {
    const isRegistered = (href: string) =>
      ['/dashboard', '/reports', '/usermanagement', '/emailoutbox'].includes(href);
    const owner = buildHeaderMenu({
      actor: actorFor('Owner'),
      displayUserId: 'u1',
      isProtectedAccount: false,
      isRegistered,
    });
    expect(labels(owner.nav)).toEqual([
      'Dashboard',
      'Reports',
      'Reports',
      'Other Links',
      'User Management',
      'Email Outbox',
    ]);
    const volunteer = buildHeaderMenu({
      actor: actorFor('Volunteer'),
      displayUserId: 'u1',
      isProtectedAccount: false,
      isRegistered,
    });
    expect(labels(volunteer.nav)).toEqual(['Dashboard']);
  });

  it('keeps the e-mail outbox link for Owners', () => {
    const menuOf = (role: Role) =>
      labels(buildHeaderMenu({ actor: actorFor(role), displayUserId: 'u1', isProtectedAccount: false }).nav);
    expect(menuOf('Owner')).toContain('Email Outbox');
    expect(menuOf('Administrator')).not.toContain('Email Outbox');
  });

  it('leads Owners to the job board and its back office', () => {
    const linksOf = (role: Role) =>
      buildHeaderMenu({ actor: actorFor(role), displayUserId: 'u1', isProtectedAccount: false }).nav.flatMap(
        (entry) => (entry.kind === 'link' ? [entry] : entry.children).map((link) => [link.label, link.to]),
      );
    expect(linksOf('Owner')).toEqual(
      expect.arrayContaining([
        ['Job Listings', '/collaboration'],
        ['Job Notifications', '/job-notification-dashboard'],
        ['Job Forms', '/jobformbuilder'],
      ]),
    );
    expect(linksOf('Administrator').map(([label]) => label)).not.toContain('Job Notifications');
  });

  it('links the account entries to the displayed user', () => {
    const { account } = buildHeaderMenu({
      actor: actorFor('Volunteer'),
      displayUserId: 'u 7',
      isProtectedAccount: false,
    });
    expect(account.map((link) => [link.label, link.to])).toEqual([
      ['View Profile', '/userprofile/u%207'],
      ['Update Password', '/updatepassword/u%207'],
      ['Security', '/security'],
      ['API Tokens', '/apitokens'],
      ['Sessions', '/sessions'],
      ['Logout', '/Logout'],
    ]);
  });

  it('hides Update Password on a protected account unless the viewer is an Owner', () => {
    const admin = buildHeaderMenu({
      actor: actorFor('Administrator'),
      displayUserId: 'u1',
      isProtectedAccount: true,
    });
    expect(admin.account.map((link) => link.label)).toEqual([
      'View Profile',
      'Security',
      'API Tokens',
      'Sessions',
      'Logout',
    ]);
    const owner = buildHeaderMenu({
      actor: actorFor('Owner'),
      displayUserId: 'u1',
      isProtectedAccount: true,
    });
    expect(owner.account.map((link) => link.label)).toContain('Update Password');
  });
});
