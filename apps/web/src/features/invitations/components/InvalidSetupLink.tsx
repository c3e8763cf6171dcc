import { Link } from 'react-router';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { setupMessages } from '@hgn/domain/messages';
import { paths } from '../../../shared/routing/paths';

/** The invalid-link page: why this set-up link cannot be used, and whom to tell. */
export function InvalidSetupLink({ reason }: { reason: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert" title="This link cannot be used">
        {reason}
      </Alert>
      <Text>{setupMessages.invalidLinkHelp}</Text>
      <Anchor component={Link} to={paths.login}>
        Go to the login page
      </Anchor>
    </Stack>
  );
}
