// Suggestions and bug reports from the dashboard, and the AI prompt that helps write a weekly summary
// (spec 001, "Suggestion and bug-report forms" and the AI prompt; server-rules 5).
import { z } from 'zod';
import { LIST_MAX, TEXT_MAX, atMostItems, boundedText } from '../limits';

export const feedbackMessages = {
  allFieldsRequired: 'Please fill all fields with valid values.',
  emailSent: 'Email sent successfully!',
  emailFailed: 'Failed to send email!',
  promptUpdated: 'Prompt Updated!',
  promptUpdateFailed: 'Failed to update prompt.',
  promptCopied: 'Prompt Copied!',
  promptCopyFailed: 'There was an error',
  optionExists: 'That entry is in the list already.',
  optionMissing: 'That entry is not in the list.',
  /** `POST /api/interactWithGPT`: no language model is connected to this server. */
  noLanguageModel:
    'This server has no language model to talk to. Copy the AI prompt and use a model of your choice.',
} as const;

export const BUG_SEVERITIES = ['1. High/Critical', '2. Medium', '3. Minor'] as const;

/** The suggestion categories of a new organisation (server-rules 5: a fixed list of eight). */
export const DEFAULT_SUGGESTION_CATEGORIES = [
  'Identify and remedy poor client and/or user service experiences',
  'Identify bright spots and enhance positive service experiences',
  'Make fundamental changes to our programs and/or operations',
  'Inform the development of new programs/projects',
  'Identify where we are less inclusive or equitable across demographic groups',
  'Strengthen relationships with the people we serve',
  "Understand people's needs and how we can help them achieve their goals",
  'Other',
] as const;

/** The prompt a new organisation starts with; an Owner rewrites it. */
export const DEFAULT_AI_PROMPT =
  'Please edit the following summary of my week so that it reads well and is free of mistakes. Write it in the 3rd person, as one paragraph of fewer than 500 words, starting with "This week". Keep every fact I give and add none; leave out links and anything that is not about the work I did.';

const required = (max: number) => boundedText(max).trim().min(1, feedbackMessages.allFieldsRequired);

/** The categories a suggestion is filed under, and the extra fields the form asks for. */
export const suggestionOptionsJson = z.object({
  suggestion: z.array(z.string()),
  field: z.array(z.string()),
});
export type SuggestionOptionsJson = z.infer<typeof suggestionOptionsJson>;

/**
 * An Owner's edit of the lists: add or delete one entry of the categories (`suggestion: true`) or of
 * the extra fields (`field: true`, or no flag), or replace the categories with
 * `updatedSuggestionCategory`. A category to delete is named by its text or, as the original client
 * names it, by its position counted from 1.
 */
export const suggestionOptionsEdit = z.union([
  z.object({
    action: z.enum(['add', 'delete']),
    newField: required(TEXT_MAX.title),
    suggestion: z.boolean().optional(),
    field: z.boolean().optional(),
  }),
  z.object({
    updatedSuggestionCategory: z
      .array(required(TEXT_MAX.title))
      .min(1, feedbackMessages.allFieldsRequired)
      .max(...atMostItems(LIST_MAX.links)),
  }),
]);
export type SuggestionOptionsEdit = z.infer<typeof suggestionOptionsEdit>;

/** An answer to one of the form's extra fields. */
export const suggestionAnswer = required(TEXT_MAX.freeText);

/**
 * A suggestion: its category, its text and an answer to each extra field. Who sends it is the
 * signed-in person; names and an address in the body, which the original client sends, are ignored.
 * The original client names the category `suggestioncate`, sends whether the person wants feedback
 * as `confirm`, and each extra field's answer under the field's own name (read by the server, which
 * knows the fields).
 */
export const makeSuggestionInput = z
  .object({
    suggestionCate: required(TEXT_MAX.title).optional(),
    suggestioncate: required(TEXT_MAX.title).optional(),
    suggestion: required(TEXT_MAX.freeText),
    confirm: z.union([z.boolean(), boundedText(TEXT_MAX.name).trim()]).optional(),
    answers: z
      .record(boundedText(TEXT_MAX.title), suggestionAnswer)
      .optional()
      .refine(
        (answers) => Object.keys(answers ?? {}).length <= LIST_MAX.links,
        feedbackMessages.allFieldsRequired,
      ),
  })
  .passthrough()
  .superRefine((input, ctx) => {
    if (input.suggestionCate === undefined && input.suggestioncate === undefined)
      ctx.addIssue({ code: 'custom', path: ['suggestionCate'], message: feedbackMessages.allFieldsRequired });
  })
  .transform(({ suggestionCate, suggestioncate, ...rest }) => ({
    ...rest,
    suggestionCate: suggestionCate ?? suggestioncate ?? '',
  }));
export type MakeSuggestionInput = z.infer<typeof makeSuggestionInput>;

export const bugReportInput = z
  .object({
    title: required(TEXT_MAX.title),
    environment: required(TEXT_MAX.freeText),
    reproduction: required(TEXT_MAX.freeText),
    expected: required(TEXT_MAX.freeText),
    actual: required(TEXT_MAX.freeText),
    visual: required(TEXT_MAX.freeText),
    severity: z.enum(BUG_SEVERITIES, { message: feedbackMessages.allFieldsRequired }),
  })
  .passthrough();
export type BugReportInput = z.infer<typeof bugReportInput>;

export const aiPromptJson = z.object({
  _id: z.literal('ai-prompt'),
  aIPromptText: z.string(),
  modifiedDatetime: z.string().nullable(),
});
export type AiPromptJson = z.infer<typeof aiPromptJson>;

export const aiPromptInput = z.object({ aIPromptText: required(TEXT_MAX.freeText) });

/** When the person last copied the prompt (`message` is null before the first copy). */
export const aiPromptCopiedJson = z.object({ message: z.string().nullable() });
