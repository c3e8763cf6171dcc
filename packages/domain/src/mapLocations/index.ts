export * from './mapConstants';
export * from './mapLocationJson';
export * from './mapLocations.schema';
export * from './mapLocations.errors';
export * from './policies';
export * from './mapLocations.contract';
