import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { canSeePeopleReportOf } from '@hgn/domain/reports';
import { linkTo, paths } from '../../../shared/routing/paths';
import { useActor } from '../../../shared/session/useActor';

/** A link to a person's hours report, shown only to those the server lets read it. */
export function PeopleReportLink({ userId }: { userId: string }) {
  const actor = useActor();
  if (!actor || !canSeePeopleReportOf(actor, userId)) return null;
  return (
    <Button
      component={Link}
      to={linkTo(paths.peopleReport, { userId })}
      variant="light"
      leftSection={<IconChartBar size={16} aria-hidden />}
    >
      Hours report
    </Button>
  );
}
