import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the personal API tokens' endpoints beyond the common ones. */
export const API_TOKENS_ERRORS = {
  API_TOKEN_NOT_FOUND: 404,
  TOO_MANY_API_TOKENS: 409,
} as const satisfies ErrorStatuses;
export type ApiTokensErrorCode = keyof typeof API_TOKENS_ERRORS;
