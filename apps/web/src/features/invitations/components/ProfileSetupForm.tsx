import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DEFAULT_COLLABORATION_PREFERENCE } from '@hgn/domain/constants';
import { profileSetupForm, titleCase, type ProfileSetupInput } from '@hgn/domain/auth';
import type { ValidSetupToken } from '@hgn/domain/invitations';
import type { LocationCandidate } from '@hgn/domain/locations';
import { setupFailure } from '../setupErrors';
import { LocationTimeZoneField } from './LocationTimeZoneField';
import { ProfilePictureDrop } from './ProfilePictureDrop';
import { VideoCallPreferencePicker } from './VideoCallPreferencePicker';
import { FormErrorAlert } from '../../../ui/FormParts';

type SetupFormInput = z.input<typeof profileSetupForm>;
type SetupFormOutput = z.output<typeof profileSetupForm>;

interface ProfileSetupFormProps {
  token: string;
  invitation: ValidSetupToken;
  /** Sends the set-up; a rejection is shown on the form. */
  onSubmit: (setup: ProfileSetupInput) => Promise<void>;
}

/** The request the form's checked values make: the confirmation stays here, the invitation's address goes. */
export function setupRequest(values: SetupFormOutput, email: string): ProfileSetupInput {
  const { confirmPassword: _confirmation, ...setup } = values;
  return { ...setup, email, homeCountry: setup.homeCountry || setup.location.country || undefined };
}

/** Every field of the set-up form (spec 000 section 5), checked with the server's own schema. */
export function ProfileSetupForm({ token, invitation, onSubmit }: ProfileSetupFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const email = invitation.email.toLowerCase();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SetupFormInput, unknown, SetupFormOutput>({
    resolver: zodResolver(profileSetupForm),
    defaultValues: {
      token,
      firstName: '',
      lastName: '',
      email,
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      jobTitle: '',
      collaborationPreference: DEFAULT_COLLABORATION_PREFERENCE,
      privacySettings: { email: true, phoneNumber: true },
      timeZone: '',
      location: { userProvided: '' },
      homeCountry: '',
      profilePicture: undefined,
    },
  });
  const [location, timeZone, preference, privacy, picture] = useWatch({
    control,
    name: ['location', 'timeZone', 'collaborationPreference', 'privacySettings', 'profilePicture'],
  });

  // Names and the job title are shown title-cased once the person leaves the field, as they will be saved.
  const titleCased = (name: 'firstName' | 'lastName' | 'jobTitle'): UseFormRegisterReturn =>
    register(name, {
      onBlur: (event: { target: { value: string } }) => setValue(name, titleCase(event.target.value)),
    });

  const onPlace = (place: LocationCandidate): void => {
    setValue('location', {
      userProvided: location.userProvided,
      coords: { lat: place.lat, lng: place.lng },
      country: place.country,
      city: place.city,
    });
    setValue('timeZone', place.timeZone);
    clearErrors(['location', 'timeZone']);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(setupRequest(values, email));
    } catch (error) {
      const failure = setupFailure(error);
      if (failure.field === 'form') setFormError(failure.message);
      else setError(failure.field, { type: 'server', message: failure.message }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Profile setup">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...titleCased('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...titleCased('lastName')}
          />
        </SimpleGrid>
        <TextInput label="Email" type="email" value={email} readOnly description="From your invitation" />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            aria-invalid={errors.confirmPassword ? true : undefined}
            {...register('confirmPassword')}
          />
        </SimpleGrid>
        <TextInput
          label="Job title"
          autoComplete="organization-title"
          required
          error={errors.jobTitle?.message}
          {...titleCased('jobTitle')}
        />
        <VideoCallPreferencePicker
          value={preference ?? ''}
          onChange={(provider) => setValue('collaborationPreference', provider, { shouldValidate: true })}
          error={errors.collaborationPreference?.message}
        />
        <LocationTimeZoneField
          token={token}
          location={location.userProvided}
          timeZone={timeZone}
          locationError={errors.location?.userProvided?.message ?? errors.location?.message}
          timeZoneError={errors.timeZone?.message}
          onLocationChange={(text) => {
            setValue('location', { userProvided: text });
            setValue('timeZone', '');
          }}
          onPlace={onPlace}
          onLocationProblem={(message) => setError('location.userProvided', { type: 'lookup', message })}
        />
        <TextInput
          label="Home country"
          description="Where you have lived for 10 or more years; leave empty to use your location's country"
          autoComplete="country-name"
          error={errors.homeCountry?.message}
          {...register('homeCountry')}
        />
        <Stack gap="xs">
          <Switch
            label="Show my email address to other members"
            checked={privacy?.email ?? true}
            onChange={(event) => setValue('privacySettings.email', event.currentTarget.checked)}
          />
          <Switch
            label="Show my phone number to other members"
            checked={privacy?.phoneNumber ?? true}
            onChange={(event) => setValue('privacySettings.phoneNumber', event.currentTarget.checked)}
          />
        </Stack>
        <ProfilePictureDrop value={picture} onChange={(dataUrl) => setValue('profilePicture', dataUrl)} />
        <FormErrorAlert message={formError} />
        <Button type="submit" loading={isSubmitting}>
          Create my account
        </Button>
      </Stack>
    </form>
  );
}
