import { Link } from 'react-router';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { shellMessages } from '@hgn/domain/messages';
import { isSessionRefusal, serverSentence } from '../../shared/api/apiError';
import { refusalCode } from '../../shared/api/call';
import { usersEndpoints } from '../../shared/api/endpoints/users';
import { paths } from '../../shared/routing/paths';
import { describeError, ErrorDisplay } from '../ErrorDisplay';

/**
 * Why a profile did not load. A refused token signs the user out through the other calls; the profile's
 * own 401 stays quiet, so nothing is drawn for it. An address that names nobody says so, with the way
 * home: reloading would not help.
 */
export function ProfileLoadError({ error }: { error: unknown }) {
  if (isSessionRefusal(error)) return null;
  if (refusalCode(error, usersEndpoints.get) !== 'NOT_A_VALID_USER') return <ErrorDisplay error={error} />;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" my="md">
      <Stack gap="sm" align="flex-start">
        <Text>{serverSentence(error, describeError(error))}</Text>
        <Button component={Link} to={paths.home} variant="light" color="yellow">
          {shellMessages.backHome}
        </Button>
      </Stack>
    </Alert>
  );
}
