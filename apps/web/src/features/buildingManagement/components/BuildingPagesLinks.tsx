import { Link } from 'react-router';
import { Anchor, List, SimpleGrid, Title } from '@mantine/core';
import { useActor } from '../../../shared/session/useActor';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { Section } from '../../../ui/Section';
import { mayOpen } from '../pageAccess';

type PageLink = { label: string; to: string };

/** The area's pages by what they are about; a page that changes things is listed to those it admits. */
const GROUPS: readonly { title: string; pages: readonly PageLink[] }[] = [
  {
    title: 'Overview',
    pages: [
      { label: 'Total Construction Summary', to: buildingPaths.buildingConstructionSummary },
      { label: 'Inventory types', to: buildingPaths.buildingInventoryTypes },
    ],
  },
  {
    title: 'Stock',
    pages: [
      { label: 'Materials', to: buildingPaths.buildingMaterials },
      { label: 'Purchase materials', to: buildingPaths.buildingMaterialPurchase },
      { label: 'Log material use', to: buildingPaths.buildingLogMaterial },
      { label: 'Consumables', to: buildingPaths.buildingConsumables },
      { label: 'Purchase consumables', to: buildingPaths.buildingConsumablePurchase },
      { label: 'Reusables', to: buildingPaths.buildingReusables },
      { label: 'Purchase reusables', to: buildingPaths.buildingReusablePurchase },
    ],
  },
  {
    title: 'Tools and equipment',
    pages: [
      { label: 'Tools', to: buildingPaths.buildingTools },
      { label: 'Add Tool', to: buildingPaths.buildingToolAdd },
      { label: 'Daily tool log', to: buildingPaths.buildingToolLog },
      { label: 'Purchase tools', to: buildingPaths.buildingToolPurchase },
      { label: 'Equipment', to: buildingPaths.buildingEquipment },
      { label: 'Purchase equipment', to: buildingPaths.buildingEquipmentPurchase },
    ],
  },
  {
    title: 'Sites and people',
    pages: [
      { label: 'Site issues', to: buildingPaths.buildingIssues },
      { label: 'Lessons learned', to: buildingPaths.buildingLessonList },
      { label: 'Add a lesson learned', to: buildingPaths.buildingLessonForm },
      { label: 'Add Team Member', to: buildingPaths.buildingAddTeamMember },
    ],
  },
];

/** Every page of the building area the signed-in person may open, from its landing page. */
export function BuildingPagesLinks() {
  const actor = useActor() ?? undefined;
  return (
    <Section title="Building pages">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <Title order={3} size="h6" mb={4}>
              {group.title}
            </Title>
            <List listStyleType="none" spacing={2}>
              {group.pages
                .filter((page) => mayOpen(actor, page.to))
                .map((page) => (
                  <List.Item key={page.to}>
                    <Anchor component={Link} to={page.to} size="sm">
                      {page.label}
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
