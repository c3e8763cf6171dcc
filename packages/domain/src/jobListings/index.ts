export * from './jobListingJson';
export * from './jobListings.schema';
export * from './jobListings.errors';
export * from './jobListings.contract';
export * from './reordered';
