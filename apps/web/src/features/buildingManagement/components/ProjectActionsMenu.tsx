import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { allowed, type Endpoint } from '@hgn/domain/contracts/endpoint';
import { inventoryTypesEndpoints as inventoryTypes } from '../../../shared/api/endpoints/inventoryTypes';
import { lessonsEndpoints as lessons } from '../../../shared/api/endpoints/lessons';
import { stockEndpoints as stock } from '../../../shared/api/endpoints/stock';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { linkTo } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';

type Entry = { label: string; to: string; needs?: Pick<Endpoint, 'guard'> };

/** The pages a project's dashboard leads to (spec 002, 2.3), each offered to those who may use it. */
export function ProjectActionsMenu({ projectId }: { projectId: string }) {
  const actor = useActor() ?? undefined;
  const entries: Entry[] = [
    { label: 'Materials', to: buildingPaths.buildingMaterials },
    {
      label: 'Add material type',
      to: buildingPaths.buildingMaterialAdd,
      needs: inventoryTypes.createMaterial,
    },
    { label: 'Log material use', to: buildingPaths.buildingLogMaterial, needs: stock.logMaterialUsage },
    { label: 'Equipment', to: buildingPaths.buildingEquipment },
    {
      label: 'Add equipment type',
      to: buildingPaths.buildingEquipmentAdd,
      needs: inventoryTypes.createEquipment,
    },
    { label: 'Site issues', to: buildingPaths.buildingIssues },
    {
      label: 'Write a lesson learned',
      to: linkTo(buildingPaths.buildingLessonFormForProject, { projectId }),
      needs: lessons.create,
    },
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
          .filter((entry) => !entry.needs || allowed(actor, entry.needs))
          .map((entry) => (
            <Menu.Item key={entry.to} component={Link} to={entry.to}>
              {entry.label}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
