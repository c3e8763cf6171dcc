import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { shellMessages } from '@hgn/domain/messages';
import { useDocumentTitle } from './useDocumentTitle';
import { paths } from '../../shared/routing/paths';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Stack align="center" gap="md" py="xl">
      <Title order={1}>{shellMessages.pageNotFound}</Title>
      <Text c="dimmed">There is no page at this address.</Text>
      <Button component={Link} to={paths.home}>
        {shellMessages.backHome}
      </Button>
    </Stack>
  );
}
