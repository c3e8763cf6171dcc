import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMessages } from '@hgn/domain/messages';
import type { ProfileSetupInput } from '@hgn/domain/auth';
import type { ValidSetupToken } from '@hgn/domain/invitations';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ProfileSetupForm } from './ProfileSetupForm';

const invitation: ValidSetupToken = {
  email: 'New.Person@Example.org',
  weeklyCommittedHours: 12,
  expiration: '2030-01-01T00:00:00.000Z',
  createdDate: '2029-12-10T00:00:00.000Z',
  isCancelled: false,
  isSetupCompleted: false,
};

const saoPaulo = {
  city: 'São Paulo',
  province: 'São Paulo',
  country: 'Brazil',
  iso2: 'BR',
  lat: -23.55,
  lng: -46.63,
  timeZone: 'America/Sao_Paulo',
  label: 'São Paulo, São Paulo, Brazil',
};
const london = (country: string, timeZone: string, lat: number) => ({
  ...saoPaulo,
  city: 'London',
  province: '',
  country,
  timeZone,
  lat,
  label: `London, ${country}`,
});

type Submit = (setup: ProfileSetupInput) => Promise<void>;

function renderForm(onSubmit: Submit = vi.fn<Submit>(() => Promise.resolve())) {
  renderInApp(<ProfileSetupForm token="tok-1" invitation={invitation} onSubmit={onSubmit} />);
  return onSubmit;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
const getTimeZone = () => userEvent.click(screen.getByRole('button', { name: 'Get Time Zone' }));

async function fillValid() {
  await userEvent.type(input(/^first name/i), 'maría josé');
  await userEvent.type(input(/^last name/i), 'de la cruz');
  await userEvent.type(input(/^phone/i), '+55 11 5555 0101');
  await userEvent.type(input(/^password/i), 'Setup!pass1');
  await userEvent.type(input(/^confirm password/i), 'Setup!pass1');
  await userEvent.type(input(/^job title/i), 'web developer');
  await userEvent.type(input(/^location/i), 'são paulo');
}

describe('profile setup form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the invitation address lowercased and read-only, and Zoom as the default call service', () => {
    stubServer({});
    renderForm();
    expect(input(/^email/i)).toHaveValue('new.person@example.org');
    expect(input(/^email/i)).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Zoom' })).toBeChecked();
  });

  it('gives every required field its spec message', async () => {
    stubServer({});
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    await submit();
    for (const message of [
      setupMessages.firstNameRequired,
      setupMessages.lastNameRequired,
      setupMessages.phoneRequired,
      setupMessages.passwordRequired,
      setupMessages.confirmPasswordRequired,
      setupMessages.jobTitleRequired,
      setupMessages.locationRequired,
      setupMessages.timeZoneRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses names with digits, a short phone and a weak password', async () => {
    stubServer({});
    renderForm();
    await userEvent.type(input(/^first name/i), 'R2D2');
    await userEvent.type(input(/^last name/i), 'C3PO');
    await userEvent.type(input(/^phone/i), '12345');
    await userEvent.type(input(/^password/i), 'short');
    await userEvent.type(input(/^confirm password/i), 'other');
    await submit();
    expect(await screen.findByText(setupMessages.firstNameInvalid)).toBeInTheDocument();
    expect(screen.getByText(setupMessages.lastNameInvalid)).toBeInTheDocument();
    expect(screen.getByText(setupMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(setupMessages.passwordTooShort)).toBeInTheDocument();
    await userEvent.clear(input(/^password/i));
    await userEvent.type(input(/^password/i), 'longenough1');
    await submit();
    expect(await screen.findByText(setupMessages.passwordRule)).toBeInTheDocument();
  });

  it('asks for a confirmation that matches', async () => {
    stubServer({ 'POST /api/timezone/': () => answer(200, { results: [saoPaulo] }) });
    const onSubmit = vi.fn<Submit>();
    renderForm(onSubmit);
    await fillValid();
    await userEvent.type(input(/^confirm password/i), 'X');
    await getTimeZone();
    await waitFor(() => expect(input(/^time zone/i)).toHaveValue('America/Sao_Paulo'));
    await submit();
    expect(await screen.findByText(setupMessages.confirmPasswordMismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('title-cases names and the job title when leaving the field', async () => {
    stubServer({});
    renderForm();
    await userEvent.type(input(/^first name/i), '  ana   lúcia ');
    await userEvent.type(input(/^job title/i), 'SOLAR technician');
    await userEvent.tab();
    expect(input(/^first name/i)).toHaveValue('Ana Lúcia');
    expect(input(/^job title/i)).toHaveValue('Solar Technician');
  });

  it('asks for a location before looking up its time zone', async () => {
    const { fetchMock } = stubServer({});
    renderForm();
    await getTimeZone();
    expect(await screen.findByText(setupMessages.locationInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Invalid location and shows the server text when nothing is found', async () => {
    stubServer({
      'POST /api/timezone/': () =>
        answer(404, { error: 'Invalid location', message: 'Invalid location', code: 'LOCATION_NOT_FOUND' }),
    });
    renderForm();
    await userEvent.type(input(/^location/i), 'Atlantis');
    await getTimeZone();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid location');
    expect(input(/^location/i)).toHaveAccessibleDescription(
      expect.stringContaining(setupMessages.timeZoneLookupFailed),
    );
  });

  it('lets the person pick among several places', async () => {
    stubServer({
      'POST /api/timezone/': () =>
        answer(200, {
          results: [
            london('United Kingdom', 'Europe/London', 51.5),
            london('Canada', 'America/Toronto', 42.9),
          ],
        }),
    });
    renderForm();
    await userEvent.type(input(/^location/i), 'London');
    await getTimeZone();
    await waitFor(() => expect(input(/^time zone/i)).toHaveValue('Europe/London'));
    const places = screen.getByRole('radiogroup', { name: 'Which place do you mean?' });
    await userEvent.click(within(places).getByRole('radio', { name: /Canada/ }));
    expect(input(/^time zone/i)).toHaveValue('America/Toronto');
  });

  it('sends the whole set-up, title-cased, with the looked-up place', async () => {
    const { bodiesOf } = stubServer({ 'POST /api/timezone/': () => answer(200, { results: [saoPaulo] }) });
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    renderForm(onSubmit);
    await fillValid();
    await userEvent.click(screen.getByRole('radio', { name: 'WeChat' }));
    await userEvent.click(screen.getByRole('switch', { name: /phone number/i }));
    await getTimeZone();
    await waitFor(() => expect(input(/^time zone/i)).toHaveValue('America/Sao_Paulo'));
    expect(bodiesOf('POST /api/timezone/s%C3%A3o%20paulo')).toEqual([{ token: 'tok-1' }]);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      token: 'tok-1',
      firstName: 'María José',
      lastName: 'De La Cruz',
      email: 'new.person@example.org',
      phoneNumber: '+55 11 5555 0101',
      password: 'Setup!pass1',
      jobTitle: 'Web Developer',
      collaborationPreference: 'WeChat',
      privacySettings: { email: true, phoneNumber: false },
      timeZone: 'America/Sao_Paulo',
      location: {
        userProvided: 'São Paulo',
        coords: { lat: -23.55, lng: -46.63 },
        country: 'Brazil',
        city: 'São Paulo',
      },
      homeCountry: 'Brazil',
    });
  });

  it('shows the spec sentence when the address is already in use', async () => {
    stubServer({ 'POST /api/timezone/': () => answer(200, { results: [saoPaulo] }) });
    const { ApiError } = await import('../../../shared/api/apiError');
    renderForm(() =>
      Promise.reject(
        new ApiError(400, 'Bad Request', { error: 'email already in use', code: 'EMAIL_IN_USE' }),
      ),
    );
    await fillValid();
    await getTimeZone();
    await waitFor(() => expect(input(/^time zone/i)).toHaveValue('America/Sao_Paulo'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(setupMessages.emailInUse);
  });
});
