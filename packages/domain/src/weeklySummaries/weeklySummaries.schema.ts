// What the weekly summary form sends (spec 001 sections 2 and 5): one week's summary with the media
// link and the three confirmations, or a move of a summary to another of the four weeks.
import { z } from 'zod';
import { limitMessages, TEXT_MAX } from '../limits';
import { weeklySummaryMessages as messages } from '../messages/weeklySummaries.messages';
import { SUMMARY_WEEKS, type SummaryWeek } from './summaryWeeks';
import { SUMMARY_MAX_LENGTH, summaryProblem } from './summaryText';

const weekMessage = 'Please choose one of the four weeks: 0 (this week) to 3 (three weeks ago).';

/** One of the four weeks, 0 (this week) to 3 (three weeks ago). */
export const summaryWeek = z
  .number(weekMessage)
  .refine((value): value is SummaryWeek => (SUMMARY_WEEKS as readonly number[]).includes(value), weekMessage);

/** A week's summary as HTML: empty (the week is cleared), or 50 words or more, without pictures. */
export const summaryHtml = z
  .string()
  .max(SUMMARY_MAX_LENGTH, limitMessages.tooLong(SUMMARY_MAX_LENGTH))
  .superRefine((html, ctx) => {
    const problem = summaryProblem(html);
    if (problem === 'picture') ctx.addIssue({ code: 'custom', message: messages.picturesNotAllowed });
    else if (problem === 'tooFewWords') ctx.addIssue({ code: 'custom', message: messages.minimumWords });
  });

/** The media folder's link: required, and a web address. */
export const summaryMediaUrl = z
  .string(messages.mediaUrlRequired)
  .trim()
  .min(1, messages.mediaUrlRequired)
  .max(TEXT_MAX.url, limitMessages.tooLong(TEXT_MAX.url))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: messages.mediaUrlInvalid }));

const confirmed = (message: string) => z.literal(true, message);

export const weeklySummaryInput = z.object({
  week: summaryWeek,
  summary: summaryHtml,
  mediaUrl: summaryMediaUrl,
  mediaConfirm: confirmed(messages.mediaConfirm),
  editorConfirm: confirmed(messages.editorConfirm),
  proofreadConfirm: confirmed(messages.proofreadConfirm),
});
export type WeeklySummaryInput = z.input<typeof weeklySummaryInput>;

export const weeklySummaryMoveInput = z
  .object({ from: summaryWeek, to: summaryWeek })
  .refine(({ from, to }) => from !== to, { message: messages.sameWeek, path: ['to'] });
export type WeeklySummaryMoveInput = z.input<typeof weeklySummaryMoveInput>;
