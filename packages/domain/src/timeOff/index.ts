export * from './timeOffRequestJson';
export * from './timeOff.schema';
export * from './timeOffRules';
export * from './policies';
export * from './timeOff.errors';
export * from './timeOff.contract';
