import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { BoardListingJson } from '@hgn/domain/jobListings';
import { formViewerOf } from '../../../shared/routing/paths';
import { formatDay } from '../../../ui/formatDate';
import { textOfMarkup } from '../../../ui/textOfMarkup';

/** A link out of the app, opened in a new tab; nothing when the listing has none. */
function OutsideLink({ href, text, label }: { href: string; text: string; label: string }) {
  if (href === '') return null;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" aria-label={label}>
      {text}
    </Anchor>
  );
}

/**
 * One listing on `/collaboration`: its picture, title, category, date and links, the application form
 * built for it (the form builder's job picker sets it) among them.
 */
export function JobCard({ job }: { job: BoardListingJson }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={job.title} h="100%">
      {job.imageUrl !== '' && (
        <Card.Section>
          <Image src={job.imageUrl} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={job.imageUrl === '' ? 0 : 'sm'}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {job.title}
          </Title>
          {job.featured && <Badge color="yellow">Featured</Badge>}
        </Group>
        <Group gap="xs">
          <Badge variant="light">{job.category}</Badge>
          {job.location !== '' && (
            <Text size="sm" c="dimmed">
              {job.location}
            </Text>
          )}
        </Group>
        <Text size="sm" lineClamp={4}>
          {textOfMarkup(job.description)}
        </Text>
        <Text size="xs" c="dimmed">
          Posted {formatDay(job.datePosted)}
        </Text>
        <Group gap="md">
          {job.formId !== null && (
            <Anchor
              component={Link}
              to={formViewerOf(job.formId)}
              size="sm"
              aria-label={`Application form for ${job.title}`}
            >
              Application form
            </Anchor>
          )}
          <OutsideLink href={job.jobDetailsLink} text="Details" label={`Details of ${job.title}`} />
          <OutsideLink href={job.applyLink} text="Apply" label={`Apply for ${job.title}`} />
        </Group>
      </Stack>
    </Card>
  );
}
