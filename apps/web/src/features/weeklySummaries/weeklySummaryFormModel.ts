// The weekly summary form's rules, apart from its screen: what each week's editor says is wrong, whether
// the form may be saved, which weeks a save sends, and the due date's countdown (spec 001 sections 5, 9).
import {
  SUMMARY_MIN_WORDS,
  SUMMARY_WEEKS,
  summaryMediaUrl,
  summaryProblem,
  wordsOfSummary,
  type SummaryWeek,
} from '@hgn/domain/weeklySummaries';
import { weeklySummaryMessages as messages } from '@hgn/domain/messages';

export type SummaryFormValues = {
  /** The four weeks' HTML, index 0 this week. */
  summaries: [string, string, string, string];
  mediaUrl: string;
  mediaConfirm: boolean;
  editorConfirm: boolean;
  proofreadConfirm: boolean;
};

/** What stops a week's summary from being saved, in the spec's words; null when nothing does. */
export function summaryError(html: string): string | null {
  const problem = summaryProblem(html);
  if (problem === 'picture') return messages.picturesNotAllowed;
  if (problem === 'tooFewWords') return messages.minimumWords;
  return null;
}

/** The media link's problem, or null. */
export function mediaUrlError(mediaUrl: string): string | null {
  const checked = summaryMediaUrl.safeParse(mediaUrl);
  return checked.success ? null : (checked.error.issues[0]?.message ?? messages.mediaUrlInvalid);
}

/** The weeks whose summary differs from what was stored. */
export const changedWeeks = (values: SummaryFormValues, stored: readonly string[]): SummaryWeek[] =>
  SUMMARY_WEEKS.filter((week) => values.summaries[week] !== (stored[week] ?? ''));

/**
 * The weeks a save sends: those changed, or the week on screen when only the media link or nothing
 * changed (the link is saved with a summary).
 */
export const weeksToSave = (
  values: SummaryFormValues,
  stored: readonly string[],
  shownWeek: SummaryWeek,
): SummaryWeek[] => {
  const changed = changedWeeks(values, stored);
  return changed.length > 0 ? changed : [shownWeek];
};

export type SummaryFormErrors = Partial<
  Record<'summary' | 'mediaUrl' | 'mediaConfirm' | 'editorConfirm' | 'proofreadConfirm', string>
>;

/** Every problem that keeps the form from being saved, by field; empty when it may be saved. */
export function formErrors(values: SummaryFormValues, weeks: readonly SummaryWeek[]): SummaryFormErrors {
  const summary = weeks.map((week) => summaryError(values.summaries[week])).find((error) => error !== null);
  const media = mediaUrlError(values.mediaUrl);
  return {
    ...(summary ? { summary } : {}),
    ...(media ? { mediaUrl: media } : {}),
    ...(values.mediaConfirm ? {} : { mediaConfirm: messages.mediaConfirm }),
    ...(values.editorConfirm ? {} : { editorConfirm: messages.editorConfirm }),
    ...(values.proofreadConfirm ? {} : { proofreadConfirm: messages.proofreadConfirm }),
  };
}

/** The editor's word count line: how many words, and how many more a summary needs. */
export function wordCountText(html: string): string {
  const words = wordsOfSummary(html);
  const counted = `${words} ${words === 1 ? 'word' : 'words'}`;
  return words > 0 && words < SUMMARY_MIN_WORDS
    ? `${counted} (${SUMMARY_MIN_WORDS - words} more needed)`
    : counted;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left until `due` as "2 days 03:04:05", or null once it has passed. */
export function timeLeftText(due: Date, now: Date): string | null {
  const ms = due.getTime() - now.getTime();
  if (ms <= 0) return null;
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${clock}` : clock;
}

/** The time log's editor writes a week's summary and never clears one: it needs 50 words. */
export function inlineSummaryError(html: string): string | null {
  const error = summaryError(html);
  if (error === messages.picturesNotAllowed) return error;
  return wordsOfSummary(html) < SUMMARY_MIN_WORDS ? messages.inlineMinimumWords : null;
}
