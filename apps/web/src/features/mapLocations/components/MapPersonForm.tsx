import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { mapPersonInput, type MapPersonJson } from '@hgn/domain/mapLocations';
import { mapLocationsMessages as messages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { lookUpPlace, useAddMapPerson, useEditMapPerson } from '../api/mapLocationsApi';

type FormInput = z.input<typeof mapPersonInput>;
type FormOutput = z.output<typeof mapPersonInput>;

const blank: FormInput = {
  firstName: '',
  lastName: '',
  jobTitle: '',
  location: { userProvided: '', country: '', city: '' } as FormInput['location'],
};

const valuesOf = (person: MapPersonJson | null): FormInput =>
  person
    ? {
        firstName: person.firstName,
        lastName: person.lastName,
        jobTitle: person.jobTitle,
        location: { ...person.location },
      }
    : blank;

/**
 * Adds a person to the map, or edits one (`person`): names, job title and a place whose coordinates
 * come from the gazetteer through "Get location".
 */
export function MapPersonForm({ person, onClose }: { person: MapPersonJson | null; onClose: () => void }) {
  const { form, close, formError, showFailure } = useDialogForm<FormInput, FormOutput>(
    mapPersonInput,
    valuesOf(person),
    onClose,
  );
  const add = useAddMapPerson();
  const edit = useEditMapPerson();
  const [lookingUp, setLookingUp] = useState(false);
  const coords = form.watch('location.coords');
  const country = form.watch('location.country');
  const city = form.watch('location.city');

  const getLocation = async () => {
    const text = form.getValues('location.userProvided').trim();
    if (text === '') {
      form.setError('location.userProvided', { type: 'manual', message: messages.enterValidLocation });
      return;
    }
    setLookingUp(true);
    try {
      const found = await lookUpPlace(text);
      form.setValue('location', found.currentLocation, { shouldDirty: true });
      form.clearErrors('location');
    } catch (error) {
      form.setError('location.userProvided', {
        type: 'server',
        message: serverSentence(error, messages.enterValidLocation),
      });
    } finally {
      setLookingUp(false);
    }
  };

  const onFailure = (error: unknown) =>
    showFailure({
      field: 'form',
      message: messages.errorOccurred(serverSentence(error, messages.somethingWentWrong)),
    });

  const submit = form.handleSubmit((values) => {
    if (person)
      edit.mutate(
        // A volunteer's profile version, so a profile changed since the map was read is not overwritten.
        { ...values, _id: person._id, type: person.type, __v: person.__v },
        {
          onSuccess: () => {
            toastSuccess(messages.edited);
            close();
          },
          onError: onFailure,
        },
      );
    else
      add.mutate(values, {
        onSuccess: () => {
          toastSuccess(messages.added);
          close();
        },
        onError: onFailure,
      });
  });

  const { errors } = form.formState;
  const locationError =
    errors.location?.userProvided?.message ??
    errors.location?.coords?.message ??
    errors.location?.coords?.lat?.message ??
    errors.location?.message;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <TextInput
          label="First name"
          withAsterisk
          data-autofocus
          {...form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextInput
          label="Last name"
          withAsterisk
          {...form.register('lastName')}
          error={errors.lastName?.message}
        />
        <TextInput
          label="Job title"
          withAsterisk
          {...form.register('jobTitle')}
          error={errors.jobTitle?.message}
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="Location"
            withAsterisk
            style={{ flex: 1 }}
            {...form.register('location.userProvided', {
              // A changed place needs its coordinates again.
              onChange: () => form.setValue('location.coords', undefined as never),
            })}
            error={locationError}
          />
          <Button variant="light" mt={25} loading={lookingUp} onClick={() => void getLocation()}>
            Get location
          </Button>
        </Group>
        {coords ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {[city, country].filter(Boolean).join(', ')} ({coords.lat.toFixed(3)}, {coords.lng.toFixed(3)})
          </Text>
        ) : null}
        <CancelSubmitButtons
          submitLabel={person ? 'Save' : 'Add person'}
          submitting={add.isPending || edit.isPending}
          onCancel={close}
        />
      </Stack>
    </form>
  );
}
