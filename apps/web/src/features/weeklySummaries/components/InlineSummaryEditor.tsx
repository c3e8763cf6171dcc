import { useId, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { weeklySummaryMessages as messages } from '@hgn/domain/messages';
import type { UserProfileJson } from '@hgn/domain/users';
import { SUMMARY_WEEK_NAMES, type SummaryWeek } from '@hgn/domain/weeklySummaries';
import { CancelSubmitButtons, FormProblemText } from '../../../ui/FormParts';
import { toastError, toastRefusal, toastSuccess } from '../../../ui/notify';
import { useSaveWeeklySummary } from '../api/weeklySummariesApi';
import { formErrors, inlineSummaryError, wordCountText } from '../weeklySummaryFormModel';
import { SummaryConfirmations, type SummaryConfirmationValues } from './SummaryConfirmations';
import { SummaryEditor } from './SummaryEditor';

/**
 * One week's summary edited where the time log shows it: at least 50 words, with the media link and
 * the confirmations every save carries. `onDone` is called once saved or cancelled.
 */
export function InlineSummaryEditor({
  profile,
  week,
  onDone,
}: {
  profile: UserProfileJson;
  week: SummaryWeek;
  onDone: () => void;
}) {
  const save = useSaveWeeklySummary(profile._id);
  const ids = useId();
  const [summary, setSummary] = useState(profile.weeklySummaries[week]?.summary ?? '');
  const [confirmations, setConfirmations] = useState<SummaryConfirmationValues>({
    mediaUrl: profile.mediaUrl,
    mediaConfirm: false,
    editorConfirm: false,
    proofreadConfirm: false,
  });
  const [isTried, setTried] = useState(false);
  const summaryProblem = inlineSummaryError(summary);
  const others = formErrors({ ...confirmations, summaries: ['', '', '', ''] }, []);
  const isValid = summaryProblem === null && Object.keys(others).length === 0;

  const submit = () => {
    setTried(true);
    if (!isValid) return;
    save.mutate(
      { week, summary, ...confirmations, mediaConfirm: true, editorConfirm: true, proofreadConfirm: true },
      {
        onSuccess: () => {
          toastSuccess(messages.saved);
          onDone();
        },
        onError: (failure) =>
          toastRefusal(failure, messages.notSaved, (words) =>
            words === messages.notSaved ? words : `${messages.notSaved} ${words}`,
          ),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <SummaryEditor
          label={`Summary of ${SUMMARY_WEEK_NAMES[week]}`}
          html={summary}
          invalid={isTried && summaryProblem !== null}
          describedBy={`${ids}-count ${ids}-error`}
          onChange={setSummary}
          onPicture={() => toastError(messages.picturesNotAllowed)}
        />
        <Text size="xs" c="dimmed" id={`${ids}-count`}>
          {wordCountText(summary)}
        </Text>
        <div id={`${ids}-error`}>
          <FormProblemText message={isTried ? summaryProblem : null} />
        </div>
        <SummaryConfirmations
          values={confirmations}
          errors={isTried ? others : {}}
          onChange={(next) => setConfirmations((current) => ({ ...current, ...next }))}
        />
        <CancelSubmitButtons submitLabel="Save" submitting={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
