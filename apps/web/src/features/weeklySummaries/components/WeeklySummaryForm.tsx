import { useId, useState } from 'react';
import { Button, Group, Menu, Stack, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsExchange } from '@tabler/icons-react';
import { weeklySummaryMessages as messages } from '@hgn/domain/messages';
import type { UserProfileJson } from '@hgn/domain/users';
import {
  SUMMARY_WEEK_NAMES,
  SUMMARY_WEEKS,
  isSummaryWeek,
  type SummaryWeek,
  type WeeklySummariesJson,
} from '@hgn/domain/weeklySummaries';
import { CancelSubmitButtons, FormProblemText } from '../../../ui/FormParts';
import { toastError, toastRefusal, toastSuccess } from '../../../ui/notify';
import { useMoveWeeklySummary, useSaveWeeklySummary } from '../api/weeklySummariesApi';
import {
  changedWeeks,
  formErrors,
  summaryError,
  weeksToSave,
  wordCountText,
  type SummaryFormValues,
} from '../weeklySummaryFormModel';
import { DueCountdown } from './DueCountdown';
import { SummaryConfirmations } from './SummaryConfirmations';
import { SummaryEditor } from './SummaryEditor';
import { reloadPage } from '../../../ui/reloadPage';

/** How long 'Time's up!' shows before the page reloads onto the new week. */
const RELOAD_AFTER_MS = 3_000;

const storedOf = (weeks: readonly { summary: string }[]): [string, string, string, string] => [
  weeks[0]?.summary ?? '',
  weeks[1]?.summary ?? '',
  weeks[2]?.summary ?? '',
  weeks[3]?.summary ?? '',
];

/** A confirmed move of a week's summary, made on the server when the form is saved. */
type SummaryMove = { from: SummaryWeek; to: SummaryWeek };

/** The four weeks as the server holds them once `move` is made. */
function afterMove(stored: [string, string, string, string], move: SummaryMove | null) {
  if (!move) return stored;
  const moved = [...stored] as typeof stored;
  moved[move.to] = stored[move.from];
  moved[move.from] = '';
  return moved;
}

/**
 * The weekly summaries of `profile`'s person: the four weeks in tabs, each with its editor, word count
 * and due date; the media link and the three confirmations; moving a week's summary to another week
 * (shown at once, made by Save, dropped by Cancel); saving every week changed. Closes once saved.
 */
export function WeeklySummaryForm({ profile, onClose }: { profile: UserProfileJson; onClose: () => void }) {
  const save = useSaveWeeklySummary(profile._id);
  const move = useMoveWeeklySummary(profile._id);
  const ids = useId();
  const [stored, setStored] = useState(() => storedOf(profile.weeklySummaries));
  const [values, setValues] = useState<SummaryFormValues>(() => ({
    summaries: storedOf(profile.weeklySummaries),
    mediaUrl: profile.mediaUrl,
    mediaConfirm: false,
    editorConfirm: false,
    proofreadConfirm: false,
  }));
  const [shownWeek, setShownWeek] = useState<SummaryWeek>(0);
  const [pendingMove, setPendingMove] = useState<SummaryMove | null>(null);
  const [isTouched, setTouched] = useState(false);
  const [isSaving, setSaving] = useState(false);

  // What the server will hold before the weeks are saved: the stored weeks, moved as confirmed.
  const base = afterMove(stored, pendingMove);
  const weeks = weeksToSave(values, base, shownWeek);
  const errors = formErrors(values, weeks);
  const isValid = Object.keys(errors).length === 0;
  const change = (next: Partial<SummaryFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setTouched(true);
  };
  // The editor reports only what the person changed (a move sets its content silently).
  const setSummary = (week: SummaryWeek, html: string) => {
    setTouched(true);
    setValues((current) => {
      const summaries = [...current.summaries] as SummaryFormValues['summaries'];
      summaries[week] = html;
      return { ...current, summaries };
    });
  };

  /** The four weeks as the server now holds them; edits of other weeks are kept. */
  const takeAnswer = (answer: WeeklySummariesJson, replaced: readonly SummaryWeek[]) => {
    const next = storedOf(answer.weeklySummaries);
    setStored(next);
    setValues((current) => {
      const summaries = [...current.summaries] as SummaryFormValues['summaries'];
      for (const week of replaced) summaries[week] = next[week];
      return { ...current, summaries };
    });
  };

  const submit = async () => {
    setTouched(true);
    if (!isValid) return;
    setSaving(true);
    try {
      if (pendingMove) {
        takeAnswer(await move.mutateAsync(pendingMove), []);
        setPendingMove(null);
      }
      for (const week of weeks) {
        const answer = await save.mutateAsync({
          week,
          summary: values.summaries[week],
          mediaUrl: values.mediaUrl,
          // A valid form has all three confirmed.
          mediaConfirm: true,
          editorConfirm: true,
          proofreadConfirm: true,
        });
        takeAnswer(answer, [week]);
      }
      toastSuccess(messages.saved);
      onClose();
    } catch (failure) {
      toastRefusal(failure, messages.notSaved, (words) =>
        words === messages.notSaved ? words : `${messages.notSaved} ${words}`,
      );
    } finally {
      setSaving(false);
    }
  };

  const askToMove = (to: SummaryWeek) => {
    // A week already written keeps its summary (the server refuses the move as well).
    if (stored[to] !== '' || values.summaries[to] !== '') {
      toastError(messages.weekTaken);
      return;
    }
    modals.openConfirmModal({
      title: 'Move This Summary',
      children: (
        <Text size="sm">
          Move the summary of {SUMMARY_WEEK_NAMES[shownWeek]} to {SUMMARY_WEEK_NAMES[to]}? The week it leaves
          will be empty.
        </Text>
      ),
      labels: { confirm: `Move to ${SUMMARY_WEEK_NAMES[to]}`, cancel: 'Cancel' },
      onConfirm: () => {
        const from = shownWeek;
        setPendingMove({ from, to });
        setValues((current) => ({
          ...current,
          summaries: afterMove(current.summaries, { from, to }),
        }));
        setShownWeek(to);
      },
    });
  };

  // One move per save, of a summary as stored: Save makes it on the server, Cancel drops it.
  const shownIsChanged = changedWeeks(values, base).includes(shownWeek);
  const canMove = pendingMove === null && stored[shownWeek] !== '' && !shownIsChanged;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Tabs
          value={String(shownWeek)}
          onChange={(value) => {
            const week = Number(value);
            if (isSummaryWeek(week)) setShownWeek(week);
          }}
        >
          <Tabs.List>
            {SUMMARY_WEEKS.map((week) => (
              <Tabs.Tab key={week} value={String(week)}>
                {SUMMARY_WEEK_NAMES[week]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SUMMARY_WEEKS.map((week) => {
            const weekError = summaryError(values.summaries[week]);
            const countId = `${ids}-count-${week}`;
            const errorId = `${ids}-error-${week}`;
            return (
              <Tabs.Panel key={week} value={String(week)} pt="sm">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <DueCountdown
                      due={new Date(profile.weeklySummaries[week]?.dueDate ?? '')}
                      onDue={
                        week === 0
                          ? () => {
                              toastError(messages.timesUp);
                              window.setTimeout(reloadPage, RELOAD_AFTER_MS);
                            }
                          : undefined
                      }
                    />
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <Button
                          size="compact-sm"
                          variant="default"
                          leftSection={<IconArrowsExchange size={16} aria-hidden />}
                          disabled={!canMove || isSaving}
                        >
                          Move This Summary
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {SUMMARY_WEEKS.filter((to) => to !== week).map((to) => (
                          <Menu.Item key={to} onClick={() => askToMove(to)}>
                            To {SUMMARY_WEEK_NAMES[to]}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  </Group>
                  <SummaryEditor
                    label={`Summary of ${SUMMARY_WEEK_NAMES[week]}`}
                    html={values.summaries[week]}
                    invalid={weekError !== null}
                    describedBy={`${countId} ${errorId}`}
                    onChange={(html) => setSummary(week, html)}
                    onPicture={() => toastError(messages.picturesNotAllowed)}
                  />
                  <Text size="xs" c="dimmed" id={countId}>
                    {wordCountText(values.summaries[week])}
                  </Text>
                  <div id={errorId}>
                    <FormProblemText message={weekError} />
                  </div>
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
        <SummaryConfirmations values={values} errors={isTouched ? errors : {}} onChange={change} />
        <CancelSubmitButtons
          submitLabel="Save"
          submitting={isSaving}
          disabled={!isValid}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
