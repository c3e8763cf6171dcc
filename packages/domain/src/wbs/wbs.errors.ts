import type { ErrorStatuses } from '../contracts/endpoint';
/** Every refusal of the WBS endpoints beyond the common ones. */
export const WBS_ERRORS = {
  WBS_NOT_FOUND: 404,
  PROJECT_NOT_FOUND: 404,
  WBS_NAME_TAKEN: 409,
  WBS_HAS_TIME_ENTRIES: 409,
} as const satisfies ErrorStatuses;
export type WbsErrorCode = keyof typeof WBS_ERRORS;

export const wbsMessages = {
  notFound: 'This WBS does not exist.',
  hasTimeEntries:
    'Time is logged on this WBS or its tasks, so it cannot be deleted. Mark it inactive instead.',
  nameRequired: 'WBS name is required.',
  nameTaken: (name: string) => `This project already has a WBS named "${name}".`,
  deleted: 'WBS successfully deleted',
} as const;
