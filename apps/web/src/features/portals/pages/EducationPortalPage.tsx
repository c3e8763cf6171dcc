import { Card, Stack, Text, Title } from '@mantine/core';
import { communityMessages } from '@hgn/domain/messages';

/** `/educationportal`: the education portal's welcome (spec 002, 2.4). */
export function EducationPortalPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {communityMessages.educationWelcome}
      </Title>
      <Card withBorder padding="md" maw={720}>
        <Text>{communityMessages.educationIntro}</Text>
      </Card>
    </Stack>
  );
}
