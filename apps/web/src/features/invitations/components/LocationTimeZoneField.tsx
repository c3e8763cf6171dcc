import { useState } from 'react';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import type { LocationCandidate } from '@hgn/domain/locations';
import { setupMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { lookUpLocation } from '../api/setupApi';
import { FormErrorAlert } from '../../../ui/FormParts';

interface LocationTimeZoneFieldProps {
  token: string;
  location: string;
  timeZone: string;
  locationError?: string;
  timeZoneError?: string;
  /** The typed text changed: any earlier lookup no longer applies. */
  onLocationChange: (text: string) => void;
  /** A place was found or picked: it sets the time zone and the coordinates. */
  onPlace: (place: LocationCandidate) => void;
  onLocationProblem: (message: string) => void;
}

const candidateKey = (place: LocationCandidate): string => `${place.label}|${place.lat}|${place.lng}`;

/** The location text, "Get Time Zone", the places it may mean, and the time zone it sets. */
export function LocationTimeZoneField(props: LocationTimeZoneFieldProps) {
  const { token, location, timeZone, locationError, timeZoneError } = props;
  const [candidates, setCandidates] = useState<LocationCandidate[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [serverText, setServerText] = useState<string | null>(null);
  const [isLooking, setLooking] = useState(false);

  const choose = (place: LocationCandidate): void => {
    setChosen(candidateKey(place));
    props.onPlace(place);
  };

  const getTimeZone = async (): Promise<void> => {
    setServerText(null);
    setCandidates([]);
    if (!location.trim()) {
      props.onLocationProblem(setupMessages.locationInvalid);
      return;
    }
    setLooking(true);
    try {
      const { results } = await lookUpLocation(location.trim(), token);
      setCandidates(results.length > 1 ? results : []);
      // The most likely place is taken at once; with several, the person can pick another below.
      if (results[0]) choose(results[0]);
    } catch (error) {
      props.onLocationProblem(setupMessages.timeZoneLookupFailed);
      setServerText(serverSentence(error, setupMessages.timeZoneLookupFailed));
    } finally {
      setLooking(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Location"
          description="Your city, and the country or province if the name is common"
          required
          style={{ flex: 1 }}
          value={location}
          error={locationError}
          onChange={(event) => {
            setCandidates([]);
            setServerText(null);
            props.onLocationChange(event.currentTarget.value);
          }}
        />
        <Button variant="outline" mt={46} loading={isLooking} onClick={() => void getTimeZone()}>
          Get Time Zone
        </Button>
      </Group>
      <FormErrorAlert message={serverText} />
      {candidates.length > 1 && (
        <Radio.Group
          label="Which place do you mean?"
          value={chosen}
          onChange={(key) => {
            const place = candidates.find((candidate) => candidateKey(candidate) === key);
            if (place) choose(place);
          }}
        >
          <Stack gap={6} mt="xs">
            {candidates.map((place) => (
              <Radio
                key={candidateKey(place)}
                value={candidateKey(place)}
                label={`${place.label} (${place.timeZone})`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <TextInput
        label="Time zone"
        description="Set by Get Time Zone"
        readOnly
        required
        value={timeZone}
        error={timeZoneError}
      />
    </Stack>
  );
}
