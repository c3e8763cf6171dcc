import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { profileMessages } from '@hgn/domain/messages';
import type { RoleJson } from '@hgn/domain/permissions';
import { userManagementMessages as msg, type CreatedUserJson } from '@hgn/domain/userManagement';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { CreateUserDialog } from './CreateUserDialog';

const roles: RoleJson[] = ['Volunteer', 'Administrator', 'Owner'].map((roleName, index) => ({
  _id: `role-${index}`,
  roleName,
  permissions: [],
}));
const created: CreatedUserJson = {
  _id: '7e2d1c4b-9a8f-4e3d-b2c1-0f9e8d7c6b5a',
  temporaryPassword: 'Tq7!mZp2#Lw9',
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const firstName = () => field(/^first name/i);
const lastName = () => field(/^last name/i);
const email = () => field(/^email/i);
const createUser = () => userEvent.click(screen.getByRole('button', { name: 'Create user' }));

async function fillIn(): Promise<void> {
  await userEvent.type(firstName(), 'Nora');
  await userEvent.type(lastName(), 'Newcomer');
  await userEvent.type(email(), 'Nora.Newcomer@Example.org');
}

const expectedBody = {
  firstName: 'Nora',
  lastName: 'Newcomer',
  email: 'nora.newcomer@example.org',
  role: 'Volunteer',
  weeklycommittedHours: 10,
  jobTitle: [],
  allowsDuplicateName: false,
};

const isAllowedDuplicate = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  'allowsDuplicateName' in body &&
  body.allowsDuplicateName === true;

describe('create user dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the names and a valid e-mail before sending anything', async () => {
    const { bodiesOf } = stubServer({ 'GET /api/roles': () => answer(200, roles) });
    renderInApp(<CreateUserDialog opened onClose={() => undefined} canCreateOwners={false} />);
    await createUser();
    expect(await screen.findByText(profileMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(profileMessages.lastNameRequired)).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription(profileMessages.emailInvalid);

    await userEvent.type(firstName(), 'Nora');
    await userEvent.type(lastName(), 'Newcomer');
    await userEvent.type(email(), 'not-an-email');
    await createUser();
    await waitFor(() => expect(firstName()).not.toHaveAccessibleDescription());
    expect(email()).toHaveAccessibleDescription(profileMessages.emailInvalid);
    expect(bodiesOf('POST')).toEqual([]);
  });

  it('offers the Owner role only to those who may create Owners', async () => {
    stubServer({ 'GET /api/roles': () => answer(200, roles) });
    const { rerender } = renderInApp(
      <CreateUserDialog opened onClose={() => undefined} canCreateOwners={false} />,
    );
    const role = () => screen.getByRole('combobox', { name: /^role/i });
    await userEvent.click(role());
    expect(await screen.findByRole('option', { name: 'Administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Owner' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    rerender(<CreateUserDialog opened onClose={() => undefined} canCreateOwners />);
    await userEvent.click(role());
    expect(await screen.findByRole('option', { name: 'Owner' })).toBeInTheDocument();
  });

  it('creates the user and shows the one-time password only until the dialog is closed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({
      'GET /api/roles': () => answer(200, roles),
      'POST /api/userprofile': () => answer(200, created),
    });
    const { rerender } = renderInApp(<CreateUserDialog opened onClose={onClose} canCreateOwners={false} />);
    await fillIn();
    await userEvent.click(screen.getByRole('combobox', { name: /^role/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await userEvent.type(field(/^job title/i), ' Grant Writer ');
    await createUser();

    expect(await screen.findByLabelText('One-time password')).toHaveTextContent(created.temporaryPassword);
    expect(screen.getByText(msg.oneTimePasswordNotice)).toBeInTheDocument();
    expect(bodiesOf('POST /api/userprofile')).toEqual([
      { ...expectedBody, role: 'Administrator', jobTitle: ['Grant Writer'] },
    ]);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: msg.created }));

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<CreateUserDialog opened={false} onClose={onClose} canCreateOwners={false} />);
    rerender(<CreateUserDialog opened onClose={onClose} canCreateOwners={false} />);
    expect(await screen.findByRole('form', { name: 'Create a user' })).toBeInTheDocument();
    expect(screen.queryByText(created.temporaryPassword)).not.toBeInTheDocument();
    expect(firstName()).toHaveValue('');
  });

  it('places a taken e-mail on the e-mail field and keeps what was typed', async () => {
    stubServer({
      'GET /api/roles': () => answer(200, roles),
      'POST /api/userprofile': () =>
        answer(400, { type: 'email', error: msg.emailTaken, code: 'EMAIL_TAKEN' }),
    });
    const onClose = vi.fn();
    renderInApp(<CreateUserDialog opened onClose={onClose} canCreateOwners={false} />);
    await fillIn();
    await createUser();

    await waitFor(() => expect(email()).toHaveAccessibleDescription(msg.emailTaken));
    expect(firstName()).toHaveValue('Nora');
    expect(email()).toHaveValue('Nora.Newcomer@Example.org');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before creating a second user with the same full name', async () => {
    const server = stubServer({
      'GET /api/roles': () => answer(200, roles),
      'POST /api/userprofile': () =>
        isAllowedDuplicate(server.bodiesOf('POST /api/userprofile').at(-1))
          ? answer(200, created)
          : answer(400, { type: 'name', error: msg.nameTaken, code: 'NAME_TAKEN' }),
    });
    renderInApp(<CreateUserDialog opened onClose={() => undefined} canCreateOwners={false} />);
    await fillIn();
    await createUser();

    const question = await screen.findByRole('dialog', { name: 'This name is already in use' });
    expect(within(question).getByText(msg.nameTakenQuestion)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('form', { name: 'Create a user' })).toBeInTheDocument();
    expect(firstName()).toHaveValue('Nora');
    expect(lastName()).toHaveValue('Newcomer');
    expect(server.bodiesOf('POST /api/userprofile')).toHaveLength(1);

    await createUser();
    const again = await screen.findByRole('dialog', { name: 'This name is already in use' });
    await userEvent.click(within(again).getByRole('button', { name: 'Create anyway' }));
    expect(await screen.findByLabelText('One-time password')).toHaveTextContent(created.temporaryPassword);
    expect(server.bodiesOf('POST /api/userprofile')).toEqual([
      expectedBody,
      expectedBody,
      { ...expectedBody, allowsDuplicateName: true },
    ]);
  });

  it('cancels without sending and opens blank the next time', async () => {
    const onClose = vi.fn();
    const { bodiesOf } = stubServer({ 'GET /api/roles': () => answer(200, roles) });
    const { rerender } = renderInApp(<CreateUserDialog opened onClose={onClose} canCreateOwners={false} />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<CreateUserDialog opened={false} onClose={onClose} canCreateOwners={false} />);
    rerender(<CreateUserDialog opened onClose={onClose} canCreateOwners={false} />);
    expect(await screen.findByRole('form', { name: 'Create a user' })).toBeInTheDocument();
    expect(firstName()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(bodiesOf('POST')).toEqual([]);
  });
});
