import { Link } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { subscriptionMessages } from '@hgn/domain/messages';
import { paths } from '../../../shared/routing/paths';

/** The outcome of a subscription step, and the way back to the form. */
export function SubscriptionResult({ isSuccess, message }: { isSuccess: boolean; message: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert
        color={isSuccess ? 'green' : 'red'}
        variant="light"
        role={isSuccess ? 'status' : 'alert'}
        w="100%"
      >
        {message}
      </Alert>
      <Button component={Link} to={paths.emailSubscribe} variant="default">
        {subscriptionMessages.enterNewEmail}
      </Button>
    </Stack>
  );
}
