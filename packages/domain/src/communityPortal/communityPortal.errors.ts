/** The refusals of the community portal's endpoints beyond the common ones. */
export const COMMUNITY_PORTAL_ERROR_CODES = ['COMMUNITY_LISTING_NOT_FOUND'] as const;
export type CommunityPortalErrorCode = (typeof COMMUNITY_PORTAL_ERROR_CODES)[number];
