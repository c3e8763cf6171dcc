// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the feedback endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';
import { isProfileOwnerInPath } from '@hgn/domain/users';

export const feedbackEndpoints = {
  suggestionOptions: /* @__PURE__ */ endpoint<C['feedback']['suggestionOptions']>({
    method: 'GET',
    path: '/dashboard/suggestionoption/:userId',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  editSuggestionOptions: /* @__PURE__ */ endpoint<C['feedback']['editSuggestionOptions']>({
    method: 'POST',
    path: '/dashboard/suggestionoption/:userId',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['SUGGESTION_OPTION_EXISTS', 'SUGGESTION_OPTION_NOT_FOUND'],
  }),
  makeSuggestion: /* @__PURE__ */ endpoint<C['feedback']['makeSuggestion']>({
    method: 'POST',
    path: '/dashboard/makesuggestion/:userId',
    guard: { kind: 'policy', name: 'self', allows: isProfileOwnerInPath },
    errors: [],
  }),
  bugReport: /* @__PURE__ */ endpoint<C['feedback']['bugReport']>({
    method: 'POST',
    path: '/dashboard/bugreport/:userId',
    guard: { kind: 'policy', name: 'self', allows: isProfileOwnerInPath },
    errors: [],
  }),
  interactWithGpt: /* @__PURE__ */ endpoint<C['feedback']['interactWithGpt']>({
    method: 'POST',
    path: '/interactWithGPT',
    guard: { kind: 'signedIn' },
    errors: ['NO_LANGUAGE_MODEL'],
  }),
  aiPrompt: /* @__PURE__ */ endpoint<C['feedback']['aiPrompt']>({
    method: 'GET',
    path: '/dashboard/aiPrompt',
    guard: { kind: 'signedIn' },
    errors: [],
  }),
  updateAiPrompt: /* @__PURE__ */ endpoint<C['feedback']['updateAiPrompt']>({
    method: 'PUT',
    path: '/dashboard/aiPrompt',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
  aiPromptCopied: /* @__PURE__ */ endpoint<C['feedback']['aiPromptCopied']>({
    method: 'GET',
    path: '/dashboard/aiPrompt/copied/:userId',
    guard: { kind: 'policy', name: 'self', allows: isProfileOwnerInPath },
    errors: [],
  }),
  markAiPromptCopied: /* @__PURE__ */ endpoint<C['feedback']['markAiPromptCopied']>({
    method: 'PUT',
    path: '/dashboard/aiPrompt/copied/:userId',
    guard: { kind: 'policy', name: 'self', allows: isProfileOwnerInPath },
    errors: [],
  }),
};
