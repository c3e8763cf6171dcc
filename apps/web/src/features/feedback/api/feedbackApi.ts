import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  feedbackMessages,
  type BugReportInput,
  type MakeSuggestionInput,
  type SuggestionOptionsEdit,
} from '@hgn/domain/feedback';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { call } from '../../../shared/api/call';
import { feedbackEndpoints as feedback } from '../../../shared/api/endpoints/feedback';
import { keepAnswer } from '../../../shared/queries/keepAnswer';

export const feedbackKeys = {
  options: ['suggestionOptions'] as const,
  aiPrompt: ['aiPrompt'] as const,
  aiPromptCopied: (userId: string) => ['aiPrompt', 'copied', userId] as const,
};

export const useSuggestionOptions = (userId: string) =>
  useQuery({
    queryKey: feedbackKeys.options,
    queryFn: ({ signal }) => call(feedback.suggestionOptions, { params: { userId } }, { signal }),
  });

export const useEditSuggestionOptions = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: SuggestionOptionsEdit) =>
      call(feedback.editSuggestionOptions, { params: { userId }, body: edit }),
    onSuccess: (options) => keepAnswer(queryClient, feedbackKeys.options, options),
  });
};

export const useMakeSuggestion = (userId: string) =>
  useMutation({
    mutationFn: (input: MakeSuggestionInput) =>
      call(feedback.makeSuggestion, { params: { userId }, body: input }),
  });

export const useBugReport = (userId: string) =>
  useMutation({
    mutationFn: (input: BugReportInput) => call(feedback.bugReport, { params: { userId }, body: input }),
  });

export const useAiPrompt = () =>
  useQuery({
    queryKey: feedbackKeys.aiPrompt,
    queryFn: ({ signal }) => call(feedback.aiPrompt, {}, { signal }),
  });

export const useUpdateAiPrompt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aIPromptText: string) => call(feedback.updateAiPrompt, { body: { aIPromptText } }),
    onSuccess: (prompt) => keepAnswer(queryClient, feedbackKeys.aiPrompt, prompt),
  });
};

/** When the person last copied the prompt (`message`, or null); asked only where the caller may. */
export const useAiPromptCopied = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: feedbackKeys.aiPromptCopied(userId),
    queryFn: ({ signal }) => call(feedback.aiPromptCopied, { params: { userId } }, { signal }),
    enabled,
  });

export const useMarkAiPromptCopied = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(feedback.markAiPromptCopied, { params: { userId } }),
    onSuccess: (copied) => keepAnswer(queryClient, feedbackKeys.aiPromptCopied(userId), copied),
  });
};

/** What a suggestion or a bug report does once sent: says so and closes, or says why not. */
export const emailSending = (close: () => void) => ({
  onSuccess: () => {
    toastSuccess(feedbackMessages.emailSent);
    close();
  },
  onError: (error: unknown) => toastRefusal(error, feedbackMessages.emailFailed),
});
