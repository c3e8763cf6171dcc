import { Alert } from '@mantine/core';
import { IconCalendarDue } from '@tabler/icons-react';
import { teamWeekNoticeText, type TeamWeekNoticeKind } from '@hgn/domain/dashboard';
import { toastRefusal } from '../../../ui/notify';
import { useDismissTeamWeekNotice } from '../api/teamWeekNoticeApi';

/** The notice itself; closing it dismisses it until the next Thursday. */
export function TeamWeekNoticeAlert({ kind, deadline }: { kind: TeamWeekNoticeKind; deadline: string }) {
  const dismiss = useDismissTeamWeekNotice();
  const { title, message } = teamWeekNoticeText({ kind, deadline }, new Date());
  return (
    <Alert
      variant="light"
      color={kind === 'reminder' ? 'blue' : 'orange'}
      icon={<IconCalendarDue size={20} aria-hidden />}
      title={title}
      withCloseButton
      closeButtonLabel="Dismiss until next Thursday"
      onClose={() =>
        dismiss.mutate(undefined, {
          onError: (error) => toastRefusal(error, 'The notice could not be dismissed.'),
        })
      }
    >
      {message}
    </Alert>
  );
}
