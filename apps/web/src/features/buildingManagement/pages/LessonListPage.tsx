import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { mayManageTags, type LessonJson } from '@hgn/domain/buildingManagement';
import { lessonMessages } from '@hgn/domain/messages';
import { lessonsEndpoints } from '../../../shared/api/endpoints/lessons';
import { useActor } from '../../../shared/session/useActor';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDeleteLesson, useLessons, useLessonTags, useToggleLike } from '../api/lessonsApi';
import { EditLessonModal } from '../components/EditLessonModal';
import { LessonCard } from '../components/LessonCard';
import { TagDeletion } from '../components/TagDeletion';
import {
  LESSON_PERIODS,
  LESSON_SORTS,
  shownLessons,
  type LessonPeriod,
  type LessonSort,
} from '../lessonList';
import { mayOpen } from '../pageAccess';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

const ANY_TAG = '';

/** The lessons learned the caller's role may see, with the filters and sorts of spec 002 (9). */
export function LessonListPage() {
  const lessons = useLessons();
  const tags = useLessonTags();
  const actor = useActor() ?? undefined;
  const like = useToggleLike();
  const remove = useDeleteLesson();
  const [period, setPeriod] = useState<LessonPeriod>('none');
  const [tag, setTag] = useState(ANY_TAG);
  const [sort, setSort] = useState<LessonSort>('Newest');
  const [editing, setEditing] = useState<LessonJson | null>(null);
  const [deleting, setDeleting] = useState<LessonJson | null>(null);

  const isAuthor = (lesson: LessonJson) =>
    allowed(actor, lessonsEndpoints.update, { params: { lessonId: lesson._id } }, lesson.author.id);

  const confirmDelete = async (lesson: LessonJson) => {
    try {
      await remove.mutateAsync(lesson._id);
      toastSuccess(lessonMessages.lessonDeleted);
    } catch (error) {
      toastRefusal(error, lessonMessages.lessonNotDeleted);
    }
    setDeleting(null);
  };

  const tagOptions = [...new Set([...(tags.data ?? []), ...(lessons.data ?? []).flatMap((l) => l.tags)])];
  const shown = lessons.data
    ? shownLessons(lessons.data, { period, tag: tag === ANY_TAG ? null : tag, sort }, new Date())
    : [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Lessons Learned
        </Title>
        {mayOpen(actor, buildingPaths.buildingLessonForm) ? (
          <Button component={Link} to={buildingPaths.buildingLessonForm}>
            Add a lesson
          </Button>
        ) : null}
      </Group>
      <Group gap="sm" align="flex-end" role="group" aria-label="Filters">
        <Select
          label="Period"
          data={LESSON_PERIODS.map((value) => ({ value, label: value === 'none' ? 'None' : value }))}
          value={period}
          onChange={(value) => setPeriod(value ?? 'none')}
          allowDeselect={false}
        />
        <Select
          label="Tag"
          data={[
            { value: ANY_TAG, label: 'All tags' },
            ...tagOptions.map((value) => ({ value, label: value })),
          ]}
          value={tag}
          onChange={(value) => setTag(value ?? ANY_TAG)}
          allowDeselect={false}
          searchable
        />
        <Select
          label="Sort by"
          data={[...LESSON_SORTS]}
          value={sort}
          onChange={(value) => setSort(value ?? 'Newest')}
          allowDeselect={false}
        />
      </Group>
      {lessons.isPending ? <ListLoading label="Loading lessons" rows={4} /> : null}
      {lessons.isError || tags.isError ? <ListLoadFailed message={lessonMessages.loadFailed} /> : null}
      {lessons.data && shown.length === 0 ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">
            {lessons.data.length === 0 ? lessonMessages.noLessons : lessonMessages.noLessonsMatch}
          </Text>
        </Paper>
      ) : null}
      {shown.map((lesson) => (
        <LessonCard
          key={lesson._id}
          lesson={lesson}
          isAuthor={isAuthor(lesson)}
          liking={like.isPending && like.variables === lesson._id}
          onLike={() =>
            like.mutate(lesson._id, { onError: (error) => toastRefusal(error, lessonMessages.likeFailed) })
          }
          onEdit={() => setEditing(lesson)}
          onDelete={() => setDeleting(lesson)}
        />
      ))}
      {/* The tag list does not say who added each tag, so deletion is offered to tag managers. */}
      {tags.data && actor && mayManageTags(actor) ? (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Tags
            </Title>
            <TagDeletion tags={tags.data} />
          </Stack>
        </Paper>
      ) : null}
      {editing ? <EditLessonModal lesson={editing} onClose={() => setEditing(null)} /> : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this lesson?">
        <Stack gap="md">
          <Text>{deleting?.title}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && void confirmDelete(deleting)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
