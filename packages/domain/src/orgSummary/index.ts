export * from './orgSummaryPeriod';
export * from './orgSummaryJson';
export * from './orgSummary.schema';
export * from './orgSummaryTables';
export * from './policies';
export * from './orgSummary.contract';
