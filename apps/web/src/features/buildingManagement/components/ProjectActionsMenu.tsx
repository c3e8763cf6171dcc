import { Link } from 'react-router';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { linkTo } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';
import { PAGE_LINK_LABELS, PROJECT_MENU_PATHS } from '../buildingPageLinks';
import { mayOpen } from '../pageAccess';

/** The pages a project's dashboard leads to (spec 002, 2.3), each offered to those who may use it. */
export function ProjectActionsMenu({ projectId }: { projectId: string }) {
  const actor = useActor() ?? undefined;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" rightSection={<IconChevronDown aria-hidden size={14} />}>
          Project pages
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PROJECT_MENU_PATHS.filter((path) => mayOpen(actor, path)).map((path) => (
          <Menu.Item key={path} component={Link} to={linkTo(path, { projectId })}>
            {PAGE_LINK_LABELS[path]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
