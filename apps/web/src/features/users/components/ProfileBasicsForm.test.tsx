import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileMessages, teamMessages } from '@hgn/domain/messages';
import type { Actor } from '@hgn/domain/permissions';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { sampleProfile } from '../../../test/users';
import { useProfileDraft } from '../model/useProfileDraft';
import { ProfileBasicsForm } from './ProfileBasicsForm';
import { SaveChangesButton } from './SaveChanges';

const profile = sampleProfile({
  _id: 'u1',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.org',
  jobTitle: ['Cook'],
  phoneNumber: ['+1 555 0100 100'],
  teamCode: 'A-123',
  isFirstTimelog: false,
  __v: 3,
});

const administrator: Actor = {
  userId: 'u-admin',
  role: 'Administrator',
  permissions: new Set(['putUserProfile', 'putUserProfileImportantInfo']),
};
const self: Actor = { userId: profile._id, role: 'Volunteer', permissions: new Set() };

/** The form with the Save button, as the profile editor page composes them. */
function Editor({ actor }: { actor: Actor }) {
  const state = useProfileDraft(profile);
  return (
    <>
      <ProfileBasicsForm profile={profile} state={state} actor={actor} />
      <SaveChangesButton isDirty={state.isDirty} isDisabled={!state.isValid} onSave={state.save} />
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

/** Replaces a field's text the way a paste does, one change instead of a keystroke per letter. */
async function retype(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.paste(text);
}

async function confirmSave() {
  await userEvent.click(saveButton());
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Save Changes' })).getByRole('button', { name: 'Save' }),
  );
}

// The whole Basic Information tab is rendered: each test needs more than the default five seconds.
describe('profile basics form', { timeout: 20_000 }, () => {
  // The role control asks for the organisation's roles; a test that stubs nothing else still answers it.
  beforeEach(() => {
    stubServer({ 'GET /api/roles': () => answer(200, []) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names an empty first or last name and an invalid e-mail, and keeps Save disabled', async () => {
    renderInApp(<Editor actor={administrator} />);
    await retype('First Name', '');
    expect(field('First Name')).toHaveAccessibleDescription(profileMessages.firstNameRequired);
    expect(saveButton()).toBeDisabled();

    await retype('First Name', 'Ana');
    await retype('Last Name', ' ');
    expect(field('Last Name')).toHaveAccessibleDescription(profileMessages.lastNameRequired);
    await retype('Last Name', 'Lima');
    await retype('Email', 'ana@');
    expect(field('Email')).toHaveAccessibleDescription(profileMessages.emailInvalid);
    expect(saveButton()).toBeDisabled();

    await retype('Email', 'ana.lima@example.org');
    expect(field('Email')).not.toHaveAccessibleDescription();
    expect(saveButton()).toBeEnabled();
  });

  it('accepts only the team code patterns, and Save waits for a valid one', async () => {
    renderInApp(<Editor actor={administrator} />);
    for (const code of ['ABCD', 'A-BCDEFG', '#-1234']) {
      await retype('Team Code', code);
      expect(field('Team Code'), code).toHaveAccessibleDescription(teamMessages.teamCodeMissing);
      expect(saveButton(), code).toBeDisabled();
    }
    // An emptied code is allowed: the volunteer then has no team code.
    for (const code of ['', 'ABCDEFG', ' b-cde ']) {
      await retype('Team Code', code);
      expect(field('Team Code'), code).not.toHaveAccessibleDescription();
      expect(saveButton(), code).toBeEnabled();
    }
  });

  it('saves only the changed team code with the version read', async () => {
    const { bodiesOf } = stubServer({
      'PUT /api/userprofile/u1': () => answer(200, { _id: profile._id, teams: [], projects: [] }),
    });
    renderInApp(<Editor actor={administrator} />);
    await retype('Team Code', 'B-CDE');
    await confirmSave();
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(bodiesOf('PUT /api/userprofile/u1')).toEqual([{ teamCode: 'B-CDE', __v: profile.__v }]);
  });

  it('shows the server’s refusal and keeps the typed team code', async () => {
    stubServer({
      'PUT /api/userprofile/u1': () =>
        answer(400, {
          error: 'Bad Request',
          message: teamMessages.teamCodeMissing,
          field: 'teamCode',
          code: 'VALIDATION_FAILED',
        }),
    });
    renderInApp(<Editor actor={administrator} />);
    await retype('Team Code', 'ABCDE');
    await confirmSave();
    const result = await screen.findByRole('dialog', { name: profileMessages.saveErrorTitle });
    expect(result).toHaveTextContent(teamMessages.teamCodeMissing);
    await userEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Team Code')).toHaveValue('ABCDE');
  });

  it('offers the organisation’s roles, Owner only to those who may give it, and saves the one chosen', async () => {
    const { bodiesOf } = stubServer({
      'GET /api/roles': () =>
        answer(
          200,
          ['Volunteer', 'Manager', 'Owner'].map((roleName) => ({ _id: roleName, roleName, permissions: [] })),
        ),
      'PUT /api/userprofile/u1': () => answer(200, { _id: profile._id, teams: [], projects: [] }),
    });
    renderInApp(<Editor actor={administrator} />);
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('Volunteer');
    await userEvent.click(role);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Volunteer', 'Manager']);
    await userEvent.click(screen.getByRole('option', { name: 'Manager' }));
    await confirmSave();
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(bodiesOf('PUT /api/userprofile/u1')).toEqual([{ role: 'Manager', __v: profile.__v }]);
  });

  it('shows the role control only to those who may change roles', async () => {
    renderInApp(<Editor actor={{ ...administrator, permissions: new Set(['putUserProfile']) }} />);
    expect(field('First Name')).toBeEnabled();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('leaves the team code and the e-mail to those with the right to change them', () => {
    renderInApp(<Editor actor={self} />);
    expect(field('Team Code')).toBeDisabled();
    expect(field('Team Code')).toHaveAttribute('placeholder', 'X-XXX');
    expect(field('Email')).toBeDisabled();
    expect(field('First Name')).toBeEnabled();
  });
});
