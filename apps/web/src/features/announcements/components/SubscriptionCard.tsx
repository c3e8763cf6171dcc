import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of the public subscription pages. */
export function SubscriptionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={480} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            One Community weekly updates: what our volunteers built, learned and shared this week.
          </Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
