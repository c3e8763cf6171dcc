import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { DEFAULT_ROLE_PERMISSIONS, type Actor, type Role } from '@hgn/domain/permissions';
import type { TitleJson } from '@hgn/domain/titles';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { sampleProfile } from '../../../test/users';
import { QuickSetupTitles } from './QuickSetupTitles';

const PROJECT = '0b9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c';
const TEAM = '1c9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c';
const actorOf = (role: Role): Actor => ({
  userId: '2c9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c',
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});
const garden: TitleJson = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  titleName: 'Garden Lead',
  titleCode: 'GL',
  teamCode: 'A-BCD',
  projectAssigned: { _id: PROJECT, projectName: 'Garden' },
  teamAssiged: { _id: TEAM, teamName: 'Crew' },
  mediaFolder: 'https://example.org/garden',
  shortName: 'GL',
  order: 1,
};
const cook: TitleJson = {
  _id: 'a0000000-0000-4000-8000-000000000002',
  titleName: 'Cook',
  titleCode: 'CK',
  projectAssigned: { _id: PROJECT, projectName: 'Garden' },
  shortName: 'C',
  order: 2,
};

function renderTitles(role: Role, titles: TitleJson[], extra: Record<string, () => Response> = {}) {
  const server = stubServer({
    'GET /api/title': () => answer(200, titles),
    'GET /api/projects': () => answer(200, [{ _id: PROJECT, projectName: 'Garden' }]),
    'GET /api/team': () => answer(200, []),
    'GET /api/userprofile/teamCode/list': () => answer(200, ['A-BCD']),
    ...extra,
  });
  const onApply = vi.fn(() => Promise.resolve());
  const profile = sampleProfile({ teams: [], projects: [], __v: 3 });
  renderInApp(
    <ModalsProvider>
      <QuickSetupTitles actor={actorOf(role)} profile={profile} onApply={onApply} />
    </ModalsProvider>,
  );
  return { ...server, onApply };
}

describe('QuickSetupTitles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets an Administrator apply a title after confirming what it sets', async () => {
    const { onApply } = renderTitles('Administrator', [garden, cook]);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply GL: Garden Lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up Vera as Garden Lead?' });
    expect(dialog).toHaveTextContent('Team code: A-BCD');
    expect(dialog).toHaveTextContent('Media folder: https://example.org/garden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        jobTitle: ['Garden Lead'],
        teamCode: 'A-BCD',
        mediaUrl: 'https://example.org/garden',
        projects: [PROJECT],
        teams: [TEAM],
        __v: 3,
      }),
    );
  });

  it('shows nothing to a Manager, who holds none of the title permissions', () => {
    const { fetchMock } = renderTitles('Manager', [garden]);
    expect(screen.queryByRole('region', { name: 'Quick Setup Codes' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when there are no titles yet', async () => {
    renderTitles('Owner', []);
    expect(await screen.findByText('No Quick Setup titles yet.')).toBeInTheDocument();
  });

  it('adds a title, showing a taken code on its field', async () => {
    const { bodiesOf } = renderTitles('Administrator', [], {
      'POST /api/title': () =>
        answer(409, {
          code: 'TITLE_CODE_TAKEN',
          field: 'titleCode',
          message: 'A title with the code "GL" already exists.',
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add title' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Quick Setup title' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add title' }));
    expect(await within(dialog).findByText('Please enter a title name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title name' }), 'Garden Lead');
    const code = within(dialog).getByRole('textbox', { name: 'Title code' });
    await userEvent.type(code, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add title' }));
    expect(
      await within(dialog).findByText('The title code must contain at least one letter.'),
    ).toBeInTheDocument();
    expect(bodiesOf('POST /api/title')).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, 'GL');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Project/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Garden' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add title' }));
    expect(await within(dialog).findByText('A title with the code "GL" already exists.')).toBeInTheDocument();
    expect(bodiesOf('POST /api/title')).toEqual([
      {
        titleName: 'Garden Lead',
        titleCode: 'GL',
        teamCode: '',
        mediaFolder: '',
        projectAssigned: { _id: PROJECT },
        teamAssiged: { _id: '' },
      },
    ]);
  });

  it('moves a title down with the keyboard-reachable order buttons', async () => {
    const { bodiesOf } = renderTitles('Administrator', [garden, cook], {
      'PUT /api/title/order': () => answer(200, [cook, garden]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage titles' }));
    expect(screen.getByRole('button', { name: 'Move Garden Lead up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Garden Lead down' }));
    await waitFor(() =>
      expect(bodiesOf('PUT /api/title/order')).toEqual([
        {
          orderData: [
            { id: cook._id, order: 1 },
            { id: garden._id, order: 2 },
          ],
        },
      ]),
    );
  });
});
