// Suggestions, bug reports and the AI prompt, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { FeedbackErrorCode } from './feedback.errors';
import {
  aiPromptCopiedJson,
  aiPromptInput,
  aiPromptJson,
  bugReportInput,
  makeSuggestionInput,
  suggestionOptionsEdit,
  suggestionOptionsJson,
} from './feedback.schema';
import { isProfileOwnerInPath } from '../users/policies';

const refusals = errorCodes<FeedbackErrorCode>();

const selfOnly = guard.policy('self', isProfileOwnerInPath);
const userIdParams = z.object({ userId: z.string().max(100) });
/** The original answers the text 'Success'; its client reads only the status. This is its JSON. */
const sentJson = z.object({ message: z.literal('Success') });

export const feedbackContract = {
  suggestionOptions: defineContract({
    method: 'GET',
    path: '/dashboard/suggestionoption/:userId',
    guard: guard.signedIn,
    errors: refusals(),
    params: userIdParams,
    response: suggestionOptionsJson,
  }),
  editSuggestionOptions: defineContract({
    method: 'POST',
    path: '/dashboard/suggestionoption/:userId',
    guard: guard.owner,
    errors: refusals('SUGGESTION_OPTION_EXISTS', 'SUGGESTION_OPTION_NOT_FOUND'),
    params: userIdParams,
    body: suggestionOptionsEdit,
    response: suggestionOptionsJson,
  }),
  /** E-mails the suggestion to the organisation's inbox through the outbox. */
  makeSuggestion: defineContract({
    method: 'POST',
    path: '/dashboard/makesuggestion/:userId',
    guard: selfOnly,
    errors: refusals(),
    params: userIdParams,
    body: makeSuggestionInput,
    response: sentJson,
  }),
  /** E-mails the bug report to the organisation's inbox through the outbox. */
  bugReport: defineContract({
    method: 'POST',
    path: '/dashboard/bugreport/:userId',
    guard: selfOnly,
    errors: refusals(),
    params: userIdParams,
    body: bugReportInput,
    response: sentJson,
  }),
  /**
   * The original sent the weekly summary to a hosted language model. No model is connected here: it
   * always answers 501 with `{ error }` (docs/operations.md), so the client shows why.
   */
  interactWithGpt: defineContract({
    method: 'POST',
    path: '/interactWithGPT',
    guard: guard.signedIn,
    errors: refusals('NO_LANGUAGE_MODEL'),
    response: z.never(),
  }),
  aiPrompt: defineContract({
    method: 'GET',
    path: '/dashboard/aiPrompt',
    guard: guard.signedIn,
    errors: refusals(),
    response: aiPromptJson,
  }),
  updateAiPrompt: defineContract({
    method: 'PUT',
    path: '/dashboard/aiPrompt',
    guard: guard.owner,
    errors: refusals(),
    body: aiPromptInput,
    response: aiPromptJson,
  }),
  aiPromptCopied: defineContract({
    method: 'GET',
    path: '/dashboard/aiPrompt/copied/:userId',
    guard: selfOnly,
    errors: refusals(),
    params: userIdParams,
    response: aiPromptCopiedJson,
  }),
  /** Records that the person copied the prompt, now. */
  markAiPromptCopied: defineContract({
    method: 'PUT',
    path: '/dashboard/aiPrompt/copied/:userId',
    guard: selfOnly,
    errors: refusals(),
    params: userIdParams,
    response: aiPromptCopiedJson,
  }),
};
