import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  newWarningDescriptionInput,
  warningMessages,
  type WarningDescriptionJson,
} from '@hgn/domain/warnings';
import { serverSentence } from '../../../shared/api/apiError';
import { warningsEndpoints as warnings } from '../../../shared/api/endpoints/warnings';
import { useActor } from '../../../shared/session/useActor';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { toastRefusal } from '../../../ui/notify';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import {
  useAddWarningDescription,
  useDeleteWarningDescription,
  useEditWarningDescription,
  useToggleWarningDescription,
  useWarningDescriptions,
} from '../api/warningsApi';

/** The rule of a description's title, as the server has it: a first letter, no duplicate. */
export const titleProblem = (title: string): string | null => {
  const checked = newWarningDescriptionInput.shape.newWarning.safeParse(title);
  return checked.success ? null : (checked.error.issues[0]?.message ?? warningMessages.titleRequired);
};

function TitleForm({
  label,
  initial,
  submitLabel,
  saving,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  saving: boolean;
  onSave: (title: string, done: () => void, fail: (message: string) => void) => void;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = titleProblem(title);
    setProblem(found);
    if (found === null) onSave(title.trim(), () => setTitle(initial), setProblem);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          label={label}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={problem}
          style={{ flex: 1 }}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}

/** The warning descriptions: add, rename, activate or deactivate (warnings kept), delete. */
export function WarningDescriptionsManager({ onNotice }: { onNotice: (notice: string) => void }) {
  const actor = useActor() ?? undefined;
  const manages = [
    warnings.addDescription,
    warnings.editDescription,
    warnings.toggleDescription,
    warnings.deleteDescription,
  ].some((endpoint) => allowed(actor, endpoint));
  const descriptions = useWarningDescriptions(manages);
  const add = useAddWarningDescription();
  const edit = useEditWarningDescription();
  const toggle = useToggleWarningDescription();
  const remove = useDeleteWarningDescription();
  const [isPermanent, setIsPermanent] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WarningDescriptionJson | null>(null);
  if (!manages) return null;

  const failWith = (fail: (message: string) => void) => (error: unknown) =>
    fail(serverSentence(error, warningMessages.failed));

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Warning descriptions
      </Title>
      {descriptions.isPending && <ListLoading label="Loading warning descriptions" />}
      {descriptions.isError && <ListLoadFailed message={warningMessages.loadFailed} />}
      {descriptions.data?.currentWarningDescriptions.length === 0 && (
        <Text c="dimmed">{warningMessages.empty}</Text>
      )}
      {descriptions.data?.currentWarningDescriptions.map((description) =>
        editing === description._id ? (
          <TitleForm
            key={description._id}
            label="Warning description"
            initial={description.warningTitle}
            submitLabel="Save"
            saving={edit.isPending}
            onCancel={() => setEditing(null)}
            onSave={(warningTitle, _done, fail) =>
              edit.mutate(
                { editedWarning: { _id: description._id, warningTitle } },
                {
                  onSuccess: () => {
                    setEditing(null);
                    onNotice(warningMessages.edited);
                  },
                  onError: failWith(fail),
                },
              )
            }
          />
        ) : (
          <Group key={description._id} justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ flex: 1 }} c={description.activeWarning ? undefined : 'dimmed'}>
              {description.warningTitle}
              {description.isPermanent ? ' (permanent)' : ''}
            </Text>
            <Switch
              label="Active"
              aria-label={`${description.warningTitle} active`}
              checked={description.activeWarning}
              disabled={
                !allowed(actor, warnings.toggleDescription, {}, description.activeWarning) || toggle.isPending
              }
              onChange={() =>
                toggle.mutate(description._id, {
                  onError: (error) => toastRefusal(error, warningMessages.failed),
                })
              }
            />
            {allowed(actor, warnings.editDescription) && (
              <Button
                size="xs"
                variant="default"
                aria-label={`Edit ${description.warningTitle}`}
                onClick={() => setEditing(description._id)}
              >
                Edit
              </Button>
            )}
            {allowed(actor, warnings.deleteDescription) && (
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={description.isPermanent}
                aria-label={`Delete ${description.warningTitle}`}
                onClick={() => setDeleting(description)}
              >
                Delete
              </Button>
            )}
          </Group>
        ),
      )}
      {allowed(actor, warnings.addDescription) && (
        <Stack gap={4}>
          <TitleForm
            label="New warning description"
            initial=""
            submitLabel="Add"
            saving={add.isPending}
            onSave={(newWarning, done, fail) =>
              add.mutate(
                { newWarning, activeWarning: true, isPermanent },
                {
                  onSuccess: () => {
                    done();
                    setIsPermanent(false);
                    onNotice(warningMessages.added);
                  },
                  onError: failWith(fail),
                },
              )
            }
          />
          <Checkbox
            label="Permanent (cannot be deleted)"
            checked={isPermanent}
            onChange={(event) => setIsPermanent(event.currentTarget.checked)}
          />
        </Stack>
      )}
      <ConfirmDeleteModal
        title="Delete this warning description?"
        what={
          deleting
            ? `“${deleting.warningTitle}” and every warning issued under it will be deleted. Deactivating it keeps them.`
            : null
        }
        deleting={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              onNotice(warningMessages.deleted);
            },
            onError: (error) => toastRefusal(error, warningMessages.failed),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
