import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { APP_NAME } from '../../../shared/theme/theme';

/** The card the signed-out pages share with the sign-in page: a title, the app's name and the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="calc(100dvh - 2 * var(--mantine-spacing-md))">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={460}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{APP_NAME}</Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
