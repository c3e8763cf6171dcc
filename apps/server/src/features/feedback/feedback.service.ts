import {
  DEFAULT_AI_PROMPT,
  DEFAULT_SUGGESTION_CATEGORIES,
  feedbackMessages,
  suggestionAnswer,
  suggestionOptionsJson,
  type AiPromptJson,
  type BugReportInput,
  type MakeSuggestionInput,
  type SuggestionOptionsEdit,
  type SuggestionOptionsJson,
} from '@hgn/domain/feedback';
import { z } from 'zod';
import type { FeatureDeps } from '../../feature.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { bugReportEmail, suggestionEmail } from './feedback.emails.js';
import { createFeedbackRepo } from './feedback.repo.js';

const defaultOptions = (): SuggestionOptionsJson => ({
  suggestion: [...DEFAULT_SUGGESTION_CATEGORIES],
  field: [],
});
const storedPrompt = z.object({ text: z.string() });

const sameEntry = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where the entry an edit names is in its list: by its text, or, for a category the original client
 * deletes, by its position counted from 1 (`"3"`); -1 when it names none.
 */
function indexOfEntry(list: readonly string[], name: string, byPosition: boolean): number {
  const at = list.findIndex((entry) => sameEntry(entry, name));
  if (at >= 0 || !byPosition || !/^\d+$/.test(name.trim())) return at;
  const position = Number(name);
  return position >= 1 && position <= list.length ? position - 1 : -1;
}

/**
 * The answers to the extra fields: this app's form sends them under `answers`; the original client
 * sends each field's answer under the field's name, read here for the fields the form asks.
 */
function answersOf(input: MakeSuggestionInput, fields: readonly string[]): [string, string][] {
  const answers = Object.entries(input.answers ?? {});
  const sent: Readonly<Record<string, unknown>> = input;
  for (const field of fields) {
    if (input.answers?.[field] !== undefined || sent[field] === undefined) continue;
    const answer = suggestionAnswer.safeParse(sent[field]);
    if (!answer.success)
      throw new AppError({
        code: 'VALIDATION_FAILED',
        field,
        message: feedbackMessages.allFieldsRequired,
      });
    answers.push([field, answer.data]);
  }
  return answers;
}

export function createFeedbackService({ db, config, clock }: FeatureDeps) {
  const copiedAiPromptAt = (userId: string) => createFeedbackRepo(db).copiedAt(userId);
  const senderOf = async (userId: string) => {
    const sender = await createFeedbackRepo(db).sender(userId);
    if (!sender) throw notFound('The user', 'USER_NOT_FOUND');
    return sender;
  };

  async function suggestionOptions(): Promise<SuggestionOptionsJson> {
    const row = await createFeedbackRepo(db).readSetting('suggestionOptions');
    const stored = suggestionOptionsJson.safeParse(row?.value);
    return stored.success ? stored.data : defaultOptions();
  }

  return {
    suggestionOptions,

    /** One Owner's edit at a time: the row is locked while the lists change. */
    editSuggestionOptions: (edit: SuggestionOptionsEdit): Promise<SuggestionOptionsJson> =>
      db.transaction(async (tx) => {
        await createFeedbackRepo(tx).ensureSetting('suggestionOptions', defaultOptions());
        const parsed = suggestionOptionsJson.safeParse(
          (await createFeedbackRepo(tx).readSetting('suggestionOptions', true))?.value,
        );
        const options = parsed.success ? parsed.data : defaultOptions();
        if ('updatedSuggestionCategory' in edit) options.suggestion = edit.updatedSuggestionCategory;
        else {
          // As the original reads an edit: of the categories with `suggestion: true`, else of the fields.
          const isField = edit.suggestion !== true;
          const list = isField ? options.field : options.suggestion;
          const at = indexOfEntry(list, edit.newField, edit.action === 'delete' && !isField);
          if (edit.action === 'add') {
            if (at >= 0)
              throw new AppError({
                code: 'SUGGESTION_OPTION_EXISTS',
                field: 'newField',
                message: feedbackMessages.optionExists,
              });
            list.push(edit.newField);
          } else {
            if (at < 0)
              throw new AppError({
                code: 'SUGGESTION_OPTION_NOT_FOUND',
                message: feedbackMessages.optionMissing,
              });
            list.splice(at, 1);
          }
        }
        await createFeedbackRepo(tx).writeSetting('suggestionOptions', options, clock.now());
        return options;
      }),

    async makeSuggestion(userId: string, input: MakeSuggestionInput): Promise<{ message: 'Success' }> {
      const sender = await senderOf(userId);
      const { field } = await suggestionOptions();
      await enqueueEmail(
        db,
        suggestionEmail(config.organisationInbox, sender, input, answersOf(input, field)),
      );
      return { message: 'Success' as const };
    },

    async bugReport(userId: string, input: BugReportInput): Promise<{ message: 'Success' }> {
      const sender = await senderOf(userId);
      await enqueueEmail(db, bugReportEmail(config.organisationInbox, sender, input));
      return { message: 'Success' as const };
    },

    /** `POST /api/interactWithGPT`: there is no language model here to answer. */
    interactWithGpt: async (): Promise<never> => {
      throw new AppError({
        code: 'NO_LANGUAGE_MODEL',
        body: { error: feedbackMessages.noLanguageModel },
      });
    },

    async aiPrompt(): Promise<AiPromptJson> {
      const row = await createFeedbackRepo(db).readSetting('aiPrompt');
      const stored = storedPrompt.safeParse(row?.value);
      return {
        _id: 'ai-prompt',
        aIPromptText: stored.success ? stored.data.text : DEFAULT_AI_PROMPT,
        modifiedDatetime: stored.success && row ? row.updatedAt.toISOString() : null,
      };
    },

    async updateAiPrompt(text: string): Promise<AiPromptJson> {
      const row = await createFeedbackRepo(db).writeSetting('aiPrompt', { text }, clock.now());
      return { _id: 'ai-prompt', aIPromptText: text, modifiedDatetime: row.updatedAt.toISOString() };
    },

    /** When the person last copied the AI prompt, or null (the profile shows it too). */
    copiedAiPromptAt,

    aiPromptCopied: async (userId: string) => ({
      message: (await copiedAiPromptAt(userId))?.toISOString() ?? null,
    }),

    async markAiPromptCopied(userId: string) {
      const at = clock.now();
      await createFeedbackRepo(db).markCopied(userId, at);
      return { message: at.toISOString() };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
