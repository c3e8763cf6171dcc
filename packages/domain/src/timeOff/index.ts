export * from './timeOffRequestJson';
