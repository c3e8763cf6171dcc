import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { LessonJson } from '@hgn/domain/buildingManagement';
import { formatUS } from '@hgn/domain/time';
import { textOfMarkup } from '../../../ui/textOfMarkup';
import { useStoredFileUrl } from '../api/storedFiles';
import { cutText } from '../lessonList';

/** A lesson's file, fetched with the session and opened from memory. */
function LessonFile({ url, index }: { url: string; index: number }) {
  const objectUrl = useStoredFileUrl(url);
  const label = `File ${index + 1}`;
  if (!objectUrl) return <Text size="sm">{label}</Text>;
  return (
    <Anchor href={objectUrl} target="_blank" rel="noopener noreferrer" size="sm">
      {label}
    </Anchor>
  );
}

/**
 * One lesson: its text cut at 1500 characters until asked for the rest, its likes, and Edit and Delete
 * for its author only.
 */
export function LessonCard({
  lesson,
  isAuthor,
  liking,
  onLike,
  onEdit,
  onDelete,
}: {
  lesson: LessonJson;
  isAuthor: boolean;
  liking: boolean;
  onLike: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const { shown, isCut } = cutText(textOfMarkup(lesson.content));
  const headingId = `lesson-${lesson._id}`;

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {lesson.title}
            </Title>
            <Text size="sm" c="dimmed">
              {formatUS(lesson.date)} · {lesson.author.name} · {lesson.relatedProject.name}
            </Text>
          </Stack>
          <Group gap={4}>
            {lesson.tags.map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
          </Group>
        </Group>
        {isOpen || !isCut ? (
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: lesson.content }} />
          </Typography>
        ) : (
          <Text style={{ whiteSpace: 'pre-line' }}>{shown}</Text>
        )}
        {isCut ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setOpen(!isOpen)}>
            {isOpen ? 'Show less' : 'Show more'}
          </Anchor>
        ) : null}
        {lesson.files.length > 0 ? (
          <Group gap="sm">
            {lesson.files.map((url, index) => (
              <LessonFile key={url} url={url} index={index} />
            ))}
          </Group>
        ) : null}
        <Group justify="space-between">
          <Button
            variant={lesson.likedByMe ? 'light' : 'default'}
            size="xs"
            leftSection={lesson.likedByMe ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
            aria-pressed={lesson.likedByMe}
            aria-label={`Like (${lesson.totalLikes})`}
            loading={liking}
            onClick={onLike}
          >
            {lesson.totalLikes}
          </Button>
          {isAuthor ? (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={onEdit}>
                Edit
              </Button>
              <Button size="xs" color="red" variant="light" onClick={onDelete}>
                Delete
              </Button>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
