import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_TEAM } from '@hgn/domain/buildingManagement';
import { teamMemberMessages as m } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { AddTeamMemberPage } from './AddTeamMemberPage';

const created = {
  _id: 'm-1',
  firstName: 'Ana',
  lastName: 'Lima',
  role: 'Electrician',
  team: EXTERNAL_TEAM,
  teamSpecify: 'Sparks Ltd',
  email: 'ana@example.org',
  countryCode: '+44',
  phone: '5551234567',
  createdAt: '2026-11-27T10:00:00.000Z',
};

function renderForm() {
  const server = stubServer({
    'GET /api/bm/externalTeam': () => answer(200, []),
    'POST /api/bm/externalTeam': () => answer(201, { success: true, data: created }),
  });
  renderInApp(<AddTeamMemberPage />, { route: '/bmdashboard/AddTeamMember' });
  return server;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const select = (label: RegExp) => screen.getByLabelText(label, { selector: 'select' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add team member' }));

describe('the team member form', () => {
  beforeEach(async () => {
    await startSession(
      makeToken({
        role: 'Manager',
        frontPermissions: ['postInvInProject'],
        access: { canAccessBMPortal: true },
      }),
    );
  });
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it('says every missing field at once without asking the server', async () => {
    const { bodiesOf } = renderForm();
    await screen.findByText(m.noMembers);
    await submit();
    for (const message of [
      m.firstNameRequired,
      m.lastNameRequired,
      m.roleRequired,
      m.teamRequired,
      m.emailRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodiesOf('POST /api/bm/externalTeam')).toEqual([]);
  });

  it('asks to specify the role and the team when "other" is chosen', async () => {
    renderForm();
    await userEvent.selectOptions(select(/^role/i), 'other');
    await userEvent.selectOptions(select(/^team/i), 'other');
    await submit();
    expect(await screen.findByText(m.specifyRole)).toBeInTheDocument();
    expect(screen.getByText(m.specifyTeam)).toBeInTheDocument();
  });

  it('checks the e-mail pattern and a phone of 10 digits only when one is given', async () => {
    renderForm();
    await userEvent.type(input(/^email/i), 'ana@example');
    await userEvent.type(input(/^phone/i), '55512');
    await submit();
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.phoneInvalid)).toBeInTheDocument();
  });

  it("clears each field's problem as soon as it is put right", async () => {
    renderForm();
    await screen.findByText(m.noMembers);
    await submit();
    expect(await screen.findByText(m.firstNameRequired)).toBeInTheDocument();
    await userEvent.type(input(/^first name/i), 'Ana');
    await waitFor(() => expect(screen.queryByText(m.firstNameRequired)).not.toBeInTheDocument());
    await userEvent.type(input(/^email/i), 'ana@example');
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    await userEvent.type(input(/^email/i), '.org');
    await waitFor(() => expect(screen.queryByText(m.emailInvalid)).not.toBeInTheDocument());
    expect(screen.getByText(m.lastNameRequired)).toBeInTheDocument();
  });

  it('formats the phone 3-3-4 as it is typed and stops at 10 digits', async () => {
    renderForm();
    await userEvent.type(input(/^phone/i), '(555) 123 4567 89');
    expect(input(/^phone/i)).toHaveValue('555-123-4567');
  });

  it('sends the typed role, the external team for "other" and the phone as digits', async () => {
    const { bodiesOf } = renderForm();
    await userEvent.type(input(/^first name/i), 'Ana');
    await userEvent.type(input(/^last name/i), 'Lima');
    await userEvent.selectOptions(select(/^role/i), 'other');
    await userEvent.type(input(/^specify the role/i), 'Electrician');
    await userEvent.selectOptions(select(/^team/i), 'other');
    await userEvent.type(input(/^specify the team/i), 'Sparks Ltd');
    await userEvent.type(input(/^email/i), 'ana@example.org');
    await userEvent.selectOptions(select(/^country code/i), '+44');
    await userEvent.type(input(/^phone/i), '5551234567');
    await submit();
    await waitFor(() => expect(bodiesOf('POST /api/bm/externalTeam')).toHaveLength(1));
    expect(bodiesOf('POST /api/bm/externalTeam')[0]).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      role: 'Electrician',
      roleSpecify: 'Electrician',
      team: EXTERNAL_TEAM,
      teamSpecify: 'Sparks Ltd',
      email: 'ana@example.org',
      countryCode: '+44',
      phone: '5551234567',
    });
    await waitFor(() => expect(input(/^first name/i)).toHaveValue(''));
  });
});
