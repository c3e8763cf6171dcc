import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown } from '@tabler/icons-react';
import type { Actor } from '@hgn/domain/permissions';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { REVIEW_DECISIONS, type TaskJson, type TaskResourceJson } from '@hgn/domain/tasks';
import { taskReviewEndpoints } from '../../../../shared/api/endpoints/taskReview';
import { changeFailed, useDecideReview } from './taskActionsApi';
import type { TaskMember } from './TaskActions';

// The link form (its inputs, schema and validation library) loads when the dialog first opens, not
// with the dashboard rows that show the button (the bundle budget, apps/web/README.md).
const SubmitReviewModal = lazy(async () => ({
  default: (await import('./SubmitReviewModal')).SubmitReviewModal,
}));

/**
 * The review step of a member's part: the member submits their work, reviewers decide on it, others
 * see where it stands.
 */
export function ReviewControl({
  actor,
  task,
  member,
  resource,
  isSelf,
  onChanged,
}: {
  actor: Actor;
  task: TaskJson;
  member: TaskMember;
  resource: TaskResourceJson;
  isSelf: boolean;
  onChanged: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const decide = useDecideReview();

  if (isSelf && resource.reviewStatus === 'Unsubmitted')
    return (
      <>
        <Button size="xs" variant="light" onClick={() => setSubmitting(true)}>
          Submit for Review
        </Button>
        {submitting ? (
          <Suspense fallback={<Loader role="status" size="xs" aria-label="Loading" />}>
            <SubmitReviewModal
              task={task}
              member={member}
              onSubmitted={onChanged}
              onClose={() => setSubmitting(false)}
            />
          </Suspense>
        ) : null}
      </>
    );
  if (resource.reviewStatus !== 'Submitted') return null;
  if (isSelf)
    return (
      <Button size="xs" variant="light" disabled>
        Work Submitted and Awaiting Review
      </Button>
    );
  const mayDecide = allowed(actor, taskReviewEndpoints.setReviewStatus, {
    body: { userId: member.personId, reviewStatus: 'Reviewed' },
  });
  if (!mayDecide)
    return (
      <Button size="xs" variant="light" disabled>
        Ready for Review
      </Button>
    );

  const confirm = (decision: (typeof REVIEW_DECISIONS)[number]) =>
    modals.openConfirmModal({
      title: 'Change review status?',
      children: (
        <Text size="sm">
          {member.name}&apos;s work on {task.taskName}: {decision.label}.
        </Text>
      ),
      labels: { confirm: 'Confirm', cancel: 'Cancel' },
      onConfirm: () =>
        decide.mutate(
          { taskId: task._id, userId: member.personId, reviewStatus: decision.reviewStatus },
          {
            onSuccess: onChanged,
            onError: changeFailed(onChanged),
          },
        ),
    });

  // Each link once, as submitted first (tasks resubmitted before links were kept unique repeat them).
  const submittedLinks = [...new Set(task.relatedWorkLinks)];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          color="orange"
          rightSection={<IconChevronDown aria-hidden size={14} />}
          loading={decide.isPending}
        >
          Ready for Review
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Submitted work</Menu.Label>
        {submittedLinks.length === 0 ? (
          <Menu.Item disabled>No links submitted</Menu.Item>
        ) : (
          submittedLinks.map((link) => (
            <Menu.Item
              key={link}
              component="a"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              style={{ overflowWrap: 'anywhere' }}
            >
              {link}
            </Menu.Item>
          ))
        )}
        <Menu.Divider />
        {REVIEW_DECISIONS.map((decision) => (
          <Menu.Item key={decision.reviewStatus} onClick={() => confirm(decision)}>
            {decision.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
