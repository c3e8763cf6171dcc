import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the pop-up text endpoints beyond the common ones. */
export const POPUP_EDITORS_ERRORS = {
  POPUP_NAME_TAKEN: 400,
  POPUP_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type PopupEditorsErrorCode = keyof typeof POPUP_EDITORS_ERRORS;
