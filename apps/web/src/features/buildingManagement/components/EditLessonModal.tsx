import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { hasLessonText, type LessonJson } from '@hgn/domain/buildingManagement';
import { lessonMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { toastSuccess } from '../../../ui/notify';
import { useEditLesson } from '../api/lessonsApi';
import { LessonEditor } from './LessonEditor';

/** The author rewrites a lesson's content; an empty summary is refused before and by the server. */
export function EditLessonModal({ lesson, onClose }: { lesson: LessonJson; onClose: () => void }) {
  const edit = useEditLesson();
  const [content, setContent] = useState(lesson.content);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (!hasLessonText(content)) {
      setProblem(lessonMessages.contentRequired);
      return;
    }
    try {
      await edit.mutateAsync({ lessonId: lesson._id, content });
      toastSuccess(lessonMessages.lessonSaved);
      onClose();
    } catch (error) {
      setProblem(serverSentence(error, lessonMessages.contentRequired));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Edit "${lesson.title}"`} size="xl">
      <Stack gap="md">
        <LessonEditor
          id={`edit-${lesson._id}`}
          label="Lesson"
          initialHtml={lesson.content}
          error={problem}
          onChange={(html) => {
            setContent(html);
            setProblem(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={edit.isPending} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
