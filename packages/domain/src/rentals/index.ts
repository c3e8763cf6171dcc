export * from './rentals.rules';
export * from './rentals.errors';
export * from './rentalAccountJson';
export * from './rentals.schema';
export * from './rentals.contract';
