import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { LOCATION_DIALOG_CLOSE_MS } from '@hgn/domain/constants';
import { profileMessages } from '@hgn/domain/messages';
import type { LocationCandidate } from '@hgn/domain/locations';
import type { UserProfileJson } from '@hgn/domain/users';
import { isApiError } from '../../../app/api/apiError';
import { lookUpLocation } from '../api/profileApi';

type Step =
  { kind: 'ask' } | { kind: 'confirm'; place: LocationCandidate } | { kind: 'done'; message: string };

interface LocationDialogProps {
  opened: boolean;
  onClose: () => void;
  onChoose: (location: UserProfileJson['location'], timeZone: string) => void;
}

/**
 * Home city: the requirements are accepted first, the typed place is looked up in the offline
 * gazetteer, the suggestion is confirmed with yes or no, and the dialog closes a second later.
 */
export function LocationDialog({ opened, onClose, onChoose }: LocationDialogProps) {
  const [hasAccepted, setAccepted] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [isLooking, setLooking] = useState(false);

  useEffect(() => {
    if (step.kind !== 'done') return undefined;
    const timer = window.setTimeout(() => {
      setStep({ kind: 'ask' });
      onClose();
    }, LOCATION_DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [step, onClose]);

  const lookUp = async (): Promise<void> => {
    if (!hasAccepted) return setProblem(profileMessages.acceptRequirementsFirst);
    if (!text.trim()) return setProblem(profileMessages.locationInvalid);
    setProblem(null);
    setLooking(true);
    try {
      const result = await lookUpLocation(text.trim());
      const place = result.results[0];
      if (place) setStep({ kind: 'confirm', place });
    } catch (error) {
      setProblem(
        profileMessages.locationLookupFailed(
          (isApiError(error) && error.serverMessage) || 'Invalid location',
        ),
      );
    } finally {
      setLooking(false);
    }
  };

  const answer = (isYes: boolean, place: LocationCandidate): void => {
    if (isYes)
      onChoose(
        {
          userProvided: text.trim(),
          coords: { lat: place.lat, lng: place.lng },
          country: place.country,
          city: place.city,
        },
        place.timeZone,
      );
    setStep({ kind: 'done', message: isYes ? 'Location updated.' : 'Location not changed.' });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      title="Home city"
    >
      {step.kind === 'ask' && (
        <Stack>
          <Text size="sm">
            Your city is shown on the team locations map after 10 or more volunteer hours. Enter the city you
            live in now.
          </Text>
          <Checkbox
            label="I have read and accept the requirements"
            checked={hasAccepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
          />
          <TextInput label="Location" value={text} onChange={(event) => setText(event.currentTarget.value)} />
          {problem && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={isLooking} onClick={() => void lookUp()}>
              Find
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'confirm' && (
        <Stack>
          <Text>
            Is this your location? <strong>{step.place.label}</strong> ({step.place.timeZone})
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer(false, step.place)}>
              No
            </Button>
            <Button onClick={() => answer(true, step.place)}>Yes</Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'done' && <Text role="status">{step.message}</Text>}
    </Modal>
  );
}

interface HomeCountryDialogProps {
  opened: boolean;
  value: string;
  onClose: () => void;
  onChoose: (country: string) => void;
}

/** Home country: where the volunteer has lived for 10 years or more. */
export function HomeCountryDialog({ opened, value, onClose, onChoose }: HomeCountryDialogProps) {
  const [hasAccepted, setAccepted] = useState(false);
  const [country, setCountry] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (): void => {
    if (!hasAccepted) return setProblem(profileMessages.acceptRequirementsFirst);
    if (!country.trim()) return setProblem(profileMessages.locationInvalid);
    onChoose(country.trim());
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      title="Home country"
    >
      <Stack>
        <Text size="sm">Your home country is the one you have lived in for 10 or more years.</Text>
        <Checkbox
          label="I have read and accept the requirements"
          checked={hasAccepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <TextInput
          label="Country"
          value={country}
          onChange={(event) => setCountry(event.currentTarget.value)}
        />
        {problem && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
