import type { ReactNode } from 'react';
import { Card, Group, Text, Title } from '@mantine/core';

const titleSize = { 2: 'h4', 3: 'h5' } as const;

interface SectionProps {
  title: string;
  /** The section's accessible name, when it is not the title. */
  label?: string;
  /** 3 for a section inside a part of the page that has its own level-2 heading. */
  level?: 2 | 3;
  /** A count or small note beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

export function Section({ title, label = title, level = 2, aside, children }: SectionProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={label}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={level} size={titleSize[level]}>
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
