/** Every refusal of the WBS endpoints beyond the common ones. */
export const WBS_ERROR_CODES = [
  'WBS_NOT_FOUND',
  'PROJECT_NOT_FOUND',
  'WBS_NAME_TAKEN',
  'WBS_HAS_TIME_ENTRIES',
] as const;
export type WbsErrorCode = (typeof WBS_ERROR_CODES)[number];

export const wbsMessages = {
  notFound: 'This WBS does not exist.',
  hasTimeEntries:
    'Time is logged on this WBS or its tasks, so it cannot be deleted. Mark it inactive instead.',
  nameRequired: 'WBS name is required.',
  nameTaken: (name: string) => `This project already has a WBS named "${name}".`,
  deleted: 'WBS successfully deleted',
} as const;
