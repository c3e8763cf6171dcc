import { useState, type DragEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import {
  Button,
  CloseButton,
  FileButton,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  LESSON_FILES_MAX,
  LESSON_LIST_MAX,
  LESSON_TAG_MAX,
  lessonCreateInput,
  STORED_FILE_LIMITS,
  storedFileAccept,
} from '@hgn/domain/buildingManagement';
import { buildingMessages, lessonMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { useRoles } from '../../../shared/queries/roles';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { FormErrorAlert } from '../../../ui/FormParts';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { toastSuccess } from '../../../ui/notify';
import { useBuildingProjects } from '../api/buildingProjectsApi';
import { useLessonTags, usePostLesson } from '../api/lessonsApi';
import { readFileAsDataUrl } from '../api/storedFiles';
import { LessonEditor } from '../components/LessonEditor';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { CancelSubmitButtons } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';

const allowedTypes: readonly string[] = STORED_FILE_LIMITS.document.types;
const isPermittedFile = (file: File) =>
  allowedTypes.includes(file.type) && file.size <= STORED_FILE_LIMITS.document.maxBytes;

/** Writing a lesson learned (spec 002, 2.3): on a project chosen here or named by the path. */
export function LessonFormPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const projects = useBuildingProjects();
  const tags = useLessonTags();
  const roles = useRoles(true);
  const post = usePostLesson();

  // The files are read into data URLs only when the lesson is sent.
  const { form, close } = useDialogForm(
    lessonCreateInput,
    { title: '', content: '', tags: [], relatedProject: projectId, allowedRoles: [], files: [] },
    () => void navigate(buildingPaths.buildingLessonList),
  );
  const { errors } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [filesRefused, setFilesRefused] = useState(false);
  const [isOver, setOver] = useState(false);

  if (projects.isPending || tags.isPending) return <PageSkeleton label="Loading the lesson form" />;
  if (projects.isError) return <ErrorDisplay error={projects.error} />;
  if (tags.isError) return <ErrorDisplay error={tags.error} />;

  const addFiles = (added: readonly File[]) => {
    const permitted = added.filter(isPermittedFile);
    const next = [...files, ...permitted].slice(0, LESSON_FILES_MAX);
    setFiles(next);
    setFilesRefused(permitted.length < added.length || files.length + permitted.length > LESSON_FILES_MAX);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      await post.mutateAsync({ ...input, files: await Promise.all(files.map(readFileAsDataUrl)) });
      toastSuccess(lessonMessages.lessonSaved);
      close();
    } catch {
      // The failure is shown above the form from the mutation's error.
    }
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Add a Lesson Learned
      </Title>
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Lesson">
          <Stack gap="md">
            <FormErrorAlert
              message={post.isError ? serverSentence(post.error, lessonMessages.loadFailed) : null}
            />
            <TextInput
              label="Title"
              required
              maxLength={200}
              {...form.register('title')}
              error={errors.title?.message}
            />
            <Controller
              control={form.control}
              name="content"
              render={({ field }) => (
                <LessonEditor
                  id="lesson-content"
                  label="Lesson"
                  initialHtml=""
                  error={errors.content?.message ?? null}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={form.control}
              name="tags"
              render={({ field }) => (
                <TagsInput
                  label="Tags"
                  description="Choose tags or type a new one and press Enter"
                  data={tags.data}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  maxTags={LESSON_LIST_MAX}
                  maxLength={LESSON_TAG_MAX}
                  clearable
                />
              )}
            />
            <Controller
              control={form.control}
              name="relatedProject"
              render={({ field }) => (
                <Select
                  label="Project"
                  required
                  placeholder={buildingMessages.selectProject}
                  data={projects.data.map((project) => ({ value: project._id, label: project.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={errors.relatedProject?.message}
                  searchable
                />
              )}
            />
            <Controller
              control={form.control}
              name="allowedRoles"
              render={({ field }) => (
                <MultiSelect
                  label="Allowed roles"
                  description="Leave empty for everyone in the building portal"
                  data={(roles.data ?? []).map((role) => role.roleName)}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  clearable
                />
              )}
            />
            <Paper
              withBorder
              p="md"
              radius="md"
              style={{
                borderStyle: 'dashed',
                borderColor: isOver ? 'var(--mantine-primary-color-filled)' : undefined,
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(true);
              }}
              onDragLeave={() => setOver(false)}
              onDrop={onDrop}
              data-testid="lesson-files"
            >
              <Stack gap="xs">
                <Group gap="sm">
                  <Text size="sm">
                    Drop png, jpeg or pdf files of at most 5 MB here (up to {LESSON_FILES_MAX}), or
                  </Text>
                  <FileButton onChange={addFiles} accept={storedFileAccept('document')} multiple>
                    {(props) => (
                      <Button size="xs" variant="default" {...props}>
                        Choose files
                      </Button>
                    )}
                  </FileButton>
                </Group>
                {files.map((file, index) => (
                  <Group key={`${file.name}-${index}`} gap="xs">
                    <Text size="sm">{file.name}</Text>
                    <CloseButton
                      size="sm"
                      aria-label={`Remove ${file.name}`}
                      onClick={() => setFiles(files.filter((_, at) => at !== index))}
                    />
                  </Group>
                ))}
                {filesRefused ? (
                  <Text size="sm" c="var(--mantine-color-error)" role="alert">
                    {buildingMessages.documentNotPermitted} At most {LESSON_FILES_MAX} files.
                  </Text>
                ) : null}
              </Stack>
            </Paper>
            <CancelSubmitButtons submitLabel="Submit" submitting={post.isPending} onCancel={close} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
