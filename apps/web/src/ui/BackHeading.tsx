import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Text, Title } from '@mantine/core';

interface BackHeadingProps {
  /** The page the back link opens and its name. */
  back: { to: string; label: string };
  title: ReactNode;
  /** A line under the title, shown when given. */
  note?: ReactNode;
}

/** A page's level-1 heading under a link back to the page it was opened from. */
export function BackHeading({ back, title, note }: BackHeadingProps) {
  return (
    <div>
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
    </div>
  );
}
