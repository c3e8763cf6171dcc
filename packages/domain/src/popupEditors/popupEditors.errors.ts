/** Every refusal of the pop-up text endpoints beyond the common ones. */
export const POPUP_EDITORS_ERROR_CODES = ['POPUP_NAME_TAKEN', 'POPUP_NOT_FOUND'] as const;
export type PopupEditorsErrorCode = (typeof POPUP_EDITORS_ERROR_CODES)[number];
