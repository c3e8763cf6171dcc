import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { taskReviewMessages } from '@hgn/domain/messages';
import { reviewLinkInput, type ReviewLinkInput, type TaskJson } from '@hgn/domain/tasks';
import { CancelSubmitButtons, FormErrorAlert } from '../../../../ui/FormParts';
import { toastSuccess } from '../../../../ui/notify';
import { useDialogForm } from '../../../../ui/useDialogForm';
import { changeFailed, useSubmitForReview } from './taskActionsApi';
import type { TaskMember } from './TaskActions';

const blank: ReviewLinkInput = { link: '' };

/**
 * Asks the assignee for the link to their work, then submits it for review (the submission e-mails
 * the reviewers). A missing or non-https link is said on the field; a link too short is said in an
 * alert; a good link is confirmed before it is sent.
 */
export function SubmitReviewModal({
  task,
  member,
  onSubmitted,
  onClose,
}: {
  task: TaskJson;
  member: TaskMember;
  onSubmitted: () => void;
  onClose: () => void;
}) {
  const { form, close } = useDialogForm(reviewLinkInput, blank, onClose);
  const submit = useSubmitForReview();
  const problem = form.formState.errors.link?.message;
  const isTooShort = problem === taskReviewMessages.linkTooShort;

  // A good link is confirmed before it is submitted.
  const [confirming, setConfirming] = useState<string | null>(null);
  const check = form.handleSubmit(({ link }) => setConfirming(link.trim()));

  const save = (link: string) =>
    submit.mutate(
      { taskId: task._id, userId: member.personId, link },
      {
        onSuccess: () => {
          toastSuccess(`${task.taskName} was submitted for review.`);
          onSubmitted();
          close();
        },
        onError: changeFailed(onSubmitted),
      },
    );

  return (
    <Modal opened onClose={close} title="Submit for Review">
      {confirming !== null ? (
        <Stack gap="sm">
          <Text size="sm">
            Submit {task.taskName} for review with this link? Your reviewers are told by e-mail.
          </Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {confirming}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={submit.isPending}>
              Back
            </Button>
            <Button onClick={() => save(confirming)} loading={submit.isPending} data-autofocus>
              Confirm
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void check(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Give the link to the work you did on {task.taskName}, for your reviewers to see.
            </Text>
            <FormErrorAlert message={isTooShort ? problem : null} />
            <TextInput
              label="Link to your work"
              placeholder="https://"
              type="url"
              required
              data-autofocus
              error={isTooShort ? undefined : problem}
              {...form.register('link')}
            />
            <CancelSubmitButtons submitLabel="Submit" onCancel={close} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
