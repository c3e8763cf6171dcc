export * from './communityListingJson';
export * from './communityPortal.errors';
export * from './communityPortal.schema';
export * from './communityPortal.contract';
export * from './policies';
export * from './listingTimes';
