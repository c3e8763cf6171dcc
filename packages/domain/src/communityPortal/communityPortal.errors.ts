import type { ErrorStatuses } from '../contracts/endpoint';
/** The refusals of the community portal's endpoints beyond the common ones. */
export const COMMUNITY_PORTAL_ERRORS = {
  COMMUNITY_LISTING_NOT_FOUND: 404,
} as const satisfies ErrorStatuses;
export type CommunityPortalErrorCode = keyof typeof COMMUNITY_PORTAL_ERRORS;
