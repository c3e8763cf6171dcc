export * from './timeOffRequestJson';
export * from './timeOff.schema';
export * from './timeOffRules';
