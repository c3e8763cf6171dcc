import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useActor } from '../../../shared/session/useActor';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { refusalOf } from '../pageAccess';

/**
 * Shows a page of the building area to those the server admits to what it does; anyone else reads why,
 * in place of a form they could not send.
 */
export function PageAccess({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const actor = useActor();
  if (!actor) return <PageSkeleton label={`Loading ${title}`} />;
  const refusal = refusalOf(actor, path);
  if (refusal === null) return children;
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title={title} my="md">
      <Stack gap="sm" align="flex-start">
        <Text>{refusal}</Text>
        <Button component={Link} to={buildingPaths.buildingDashboard} variant="light">
          Back to the building dashboard
        </Button>
      </Stack>
    </Alert>
  );
}
