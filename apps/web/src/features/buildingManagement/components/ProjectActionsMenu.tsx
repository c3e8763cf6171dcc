import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { linkTo } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';
import { mayOpen } from '../pageAccess';

type Entry = { label: string; to: string; page?: string };

/** The pages a project's dashboard leads to (spec 002, 2.3), each offered to those who may use it. */
export function ProjectActionsMenu({ projectId }: { projectId: string }) {
  const actor = useActor() ?? undefined;
  const entries: Entry[] = [
    { label: 'Materials', to: buildingPaths.buildingMaterials },
    { label: 'Add material type', to: buildingPaths.buildingMaterialAdd },
    { label: 'Log material use', to: buildingPaths.buildingLogMaterial },
    { label: 'Consumables', to: buildingPaths.buildingConsumables },
    { label: 'Reusables', to: buildingPaths.buildingReusables },
    { label: 'Tools', to: buildingPaths.buildingTools },
    { label: 'Equipment', to: buildingPaths.buildingEquipment },
    { label: 'Add equipment type', to: buildingPaths.buildingEquipmentAdd },
    { label: 'Site issues', to: buildingPaths.buildingIssues },
    { label: 'Lessons learned', to: buildingPaths.buildingLessonList },
    {
      label: 'Write a lesson learned',
      to: linkTo(buildingPaths.buildingLessonFormForProject, { projectId }),
      page: buildingPaths.buildingLessonFormForProject,
    },
    { label: 'Add Team Member', to: buildingPaths.buildingAddTeamMember },
    { label: 'Total Construction Summary', to: buildingPaths.buildingConstructionSummary },
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" rightSection={<IconChevronDown aria-hidden size={14} />}>
          Project pages
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entries
          .filter((entry) => mayOpen(actor, entry.page ?? entry.to))
          .map((entry) => (
            <Menu.Item key={entry.to} component={Link} to={entry.to}>
              {entry.label}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
