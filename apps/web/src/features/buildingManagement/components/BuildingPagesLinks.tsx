import { Link } from 'react-router';
import { Anchor, List, SimpleGrid, Title } from '@mantine/core';
import { useActor } from '../../../shared/session/useActor';
import { Section } from '../../../ui/Section';
import { PAGE_GROUPS, PAGE_LINK_LABELS } from '../buildingPageLinks';
import { mayOpen } from '../pageAccess';

/** Every page of the building area the signed-in person may open, from its landing page. */
export function BuildingPagesLinks() {
  const actor = useActor() ?? undefined;
  return (
    <Section title="Building pages">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {PAGE_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <Title order={3} size="h6" mb={4}>
              {group.title}
            </Title>
            <List listStyleType="none" spacing={2}>
              {group.paths
                .filter((path) => mayOpen(actor, path))
                .map((path) => (
                  <List.Item key={path}>
                    <Anchor component={Link} to={path} size="sm">
                      {PAGE_LINK_LABELS[path]}
                    </Anchor>
                  </List.Item>
                ))}
            </List>
          </nav>
        ))}
      </SimpleGrid>
    </Section>
  );
}
