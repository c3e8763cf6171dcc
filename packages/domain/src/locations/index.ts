export * from './locationJson';
export * from './placeSearch';
export * from './locations.errors';
export * from './locations.contract';
