import { useState } from 'react';
import { Button, Group, MultiSelect } from '@mantine/core';
import { lessonMessages } from '@hgn/domain/messages';
import { refusalCode } from '../../../shared/api/call';
import { lessonsEndpoints } from '../../../shared/api/endpoints/lessons';
import { toastError, toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDeleteTags } from '../api/lessonsApi';

/** Deletes chosen tags from the tag list, all or none. */
export function TagDeletion({ tags }: { tags: string[] }) {
  const remove = useDeleteTags();
  const [chosen, setChosen] = useState<string[]>([]);

  const deleteChosen = async () => {
    try {
      await remove.mutateAsync(chosen);
      setChosen([]);
      toastSuccess(lessonMessages.tagsDeleted);
    } catch (error) {
      const code = refusalCode(error, lessonsEndpoints.deleteTags);
      if (code === 'LESSON_TAGS_NOT_FOUND') toastError(lessonMessages.tagsNotFound);
      else if (code === 'LESSON_TAG_IN_USE') toastRefusal(error, lessonMessages.tagsNotDeleted);
      else toastError(lessonMessages.tagsNotDeleted);
    }
  };

  return (
    <Group align="flex-end" gap="sm">
      <MultiSelect
        label="Tags to delete"
        placeholder="Choose tags"
        data={tags}
        value={chosen}
        onChange={setChosen}
        clearable
        searchable
        miw={260}
      />
      <Button
        color="red"
        variant="light"
        disabled={chosen.length === 0}
        loading={remove.isPending}
        onClick={() => void deleteChosen()}
      >
        Delete tags
      </Button>
    </Group>
  );
}
