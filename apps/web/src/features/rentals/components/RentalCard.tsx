import type { ReactNode } from 'react';
import { Card, Container, Title } from '@mantine/core';

/** The rental pages sit apart from the organisation's: one narrow card, titled. */
export function RentalCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} py="xl" px={0}>
      <Card withBorder shadow="sm" padding="xl">
        <Title order={1} size="h2" mb="lg">
          {title}
        </Title>
        {children}
      </Card>
    </Container>
  );
}
