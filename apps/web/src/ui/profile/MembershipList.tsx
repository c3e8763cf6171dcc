import { Badge, Group } from '@mantine/core';
import { Section, EmptyText } from '../Section';

interface MembershipListProps {
  title: string;
  items: readonly { _id: string; name: string }[];
  emptyText: string;
}

/** Teams or projects a person belongs to. */
export function MembershipList({ title, items, emptyText }: MembershipListProps) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Badge key={item._id} component="li" variant="light" size="lg" tt="none">
              {item.name}
            </Badge>
          ))}
        </Group>
      )}
    </Section>
  );
}
