import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { LOCATION_DIALOG_CLOSE_MS } from '@hgn/domain/constants';
import { profileMessages, setupMessages } from '@hgn/domain/messages';
import type { LocationCandidate } from '@hgn/domain/locations';
import type { UserProfileJson } from '@hgn/domain/users';
import { serverSentence } from '../../../shared/api/apiError';
import { CancelSubmitButtons, FormProblemText } from '../../../ui/FormParts';
import { lookUpLocation } from '../api/profileApi';

type Step =
  { kind: 'ask' } | { kind: 'confirm'; place: LocationCandidate } | { kind: 'done'; message: string };

/** A place typed after accepting the requirements, as both home dialogs ask for it. */
function useAcceptedPlace(initial: string) {
  const [hasAccepted, setAccepted] = useState(false);
  const [text, setText] = useState(initial);
  const [hasTried, setTried] = useState(false);
  const [lookupProblem, setLookupProblem] = useState<string | null>(null);
  const place = text.trim();
  const reason = !hasAccepted
    ? profileMessages.acceptRequirementsFirst
    : !place
      ? profileMessages.locationInvalid
      : null;
  return {
    hasAccepted,
    setAccepted,
    text,
    setText: (typed: string) => {
      setText(typed);
      setLookupProblem(null);
    },
    /** After a refused attempt the reason follows the form, so it goes once the box is ticked or a place typed. */
    problem: lookupProblem ?? (hasTried ? reason : null),
    setProblem: setLookupProblem,
    /** The typed place, or null with the reason shown when the requirements or the place are missing. */
    checked: (): string | null => {
      setTried(true);
      setLookupProblem(null);
      return reason ? null : place;
    },
  };
}

interface AcceptedPlaceFormProps {
  intro: string;
  label: string;
  place: ReturnType<typeof useAcceptedPlace>;
  actionLabel: string;
  isActing?: boolean;
  onAction: () => void;
  onCancel: () => void;
}

function AcceptedPlaceForm({
  intro,
  label,
  place,
  actionLabel,
  isActing,
  onAction,
  onCancel,
}: AcceptedPlaceFormProps) {
  return (
    <Stack>
      <Text size="sm">{intro}</Text>
      <Checkbox
        label="I have read and accept the requirements"
        checked={place.hasAccepted}
        onChange={(event) => place.setAccepted(event.currentTarget.checked)}
      />
      <TextInput
        label={label}
        value={place.text}
        onChange={(event) => place.setText(event.currentTarget.value)}
      />
      <FormProblemText message={place.problem} />
      <CancelSubmitButtons
        submitLabel={actionLabel}
        submitting={isActing}
        onSubmit={onAction}
        onCancel={onCancel}
      />
    </Stack>
  );
}

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
  const typed = useAcceptedPlace('');
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
    const text = typed.checked();
    if (!text) return;
    setLooking(true);
    try {
      const result = await lookUpLocation(text);
      const place = result.results[0];
      if (place) setStep({ kind: 'confirm', place });
    } catch (error) {
      typed.setProblem(
        profileMessages.locationLookupFailed(serverSentence(error, setupMessages.timeZoneLookupFailed)),
      );
    } finally {
      setLooking(false);
    }
  };

  const answer = (isYes: boolean, place: LocationCandidate): void => {
    if (isYes)
      onChoose(
        {
          userProvided: typed.text.trim(),
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
        <AcceptedPlaceForm
          intro="Your city is shown on the team locations map after 10 or more volunteer hours. Enter the city you live in now."
          label="Location"
          place={typed}
          actionLabel="Find"
          isActing={isLooking}
          onAction={() => void lookUp()}
          onCancel={onClose}
        />
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
  const typed = useAcceptedPlace(value);
  const apply = (): void => {
    const country = typed.checked();
    if (!country) return;
    onChoose(country);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      title="Home country"
    >
      <AcceptedPlaceForm
        intro="Your home country is the one you have lived in for 10 or more years."
        label="Country"
        place={typed}
        actionLabel="Save"
        onAction={apply}
        onCancel={onClose}
      />
    </Modal>
  );
}
