import { Group, ThemeIcon } from '@mantine/core';
import { IconAlarm, IconBell, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isSameUser } from '@hgn/domain/permissions';
import type { TeamTaskJson } from '@hgn/domain/teamTasks';

/** The marks a task may carry, with what each means. */
export const ICONS = {
  changed: { Icon: IconBell, color: 'blue', meaning: 'The task changed since the member last read it.' },
  deadline: {
    Icon: IconAlarm,
    color: 'red',
    meaning: 'The task’s deadline has passed; the number says how often.',
  },
  submitted: { Icon: IconEye, color: 'violet', meaning: 'The member submitted the work for review.' },
} as const;
export type IconKind = keyof typeof ICONS;

function TaskIcon({ kind, label, children }: { kind: IconKind; label: string; children?: ReactNode }) {
  const { Icon, color } = ICONS[kind];
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={label} title={label}>
      <ThemeIcon size="sm" variant="light" color={color}>
        <Icon size={14} aria-hidden />
      </ThemeIcon>
      {children}
    </Group>
  );
}

/** The marks before a task's name: changed since read, deadlines passed, submitted for review. */
export function TaskIcons({ task, memberId }: { task: TeamTaskJson; memberId: string }) {
  const member = { userId: memberId };
  const hasChanged = task.taskNotifications.some((notice) => isSameUser(member, notice.userId));
  const isSubmitted = task.resources.some(
    (resource) => isSameUser(member, resource.userID) && resource.reviewStatus === 'Submitted',
  );
  if (!hasChanged && task.deadlineCount === 0 && !isSubmitted) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {hasChanged && <TaskIcon kind="changed" label="Changed since last read" />}
      {task.deadlineCount > 0 && (
        <TaskIcon kind="deadline" label={`Deadline passed ${task.deadlineCount} times`}>
          {task.deadlineCount}
        </TaskIcon>
      )}
      {isSubmitted && <TaskIcon kind="submitted" label="Submitted for review" />}
    </Group>
  );
}
