export * from './csv';
export * from './policies';
export * from './reportPeriod';
export * from './reports.contract';
export * from './reports.errors';
export * from './reportsJson';
export * from './reportTables';
