export * from './locations.schema';
export * from './placeSearch';
