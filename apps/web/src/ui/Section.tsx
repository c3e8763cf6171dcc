import type { ReactNode } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';

interface SectionProps {
  title: string;
  /** A count or small note beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

export function Section({ title, aside, children }: SectionProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}

export const EmptyText = ({ children }: { children: ReactNode }) => (
  <Text c="dimmed" size="sm">
    {children}
  </Text>
);
