import { Stack, Text, Title } from '@mantine/core';
import { AnnouncementComposer } from '../components/AnnouncementComposer';

/** `/announcements`: an announcement to a list of addresses, or to every subscriber. */
export function AnnouncementsPage() {
  return (
    <Stack gap="md">
      <Title order={1}>Announcements</Title>
      <Text c="dimmed" size="sm">
        Send an e-mail to the addresses you list, or broadcast it to every volunteer who chose the weekly
        updates and every confirmed subscriber.
      </Text>
      <AnnouncementComposer canBroadcast />
    </Stack>
  );
}
