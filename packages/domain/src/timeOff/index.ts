export * from './timeOffRequestJson';
export * from './timeOff.schema';
