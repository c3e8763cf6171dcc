import { Stack, Title } from '@mantine/core';
import { AnnouncementComposer } from '../components/AnnouncementComposer';

/** `/sendemail`: one e-mail to a list of addresses. */
export function SendEmailPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Send Email</Title>
      <AnnouncementComposer canBroadcast={false} />
    </Stack>
  );
}
