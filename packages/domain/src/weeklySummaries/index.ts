export * from './summaryWeeks';
export * from './summaryText';
export * from './weeklySummaries.schema';
export * from './weeklySummariesJson';
export * from './weeklySummaries.errors';
export * from './policies';
export * from './weeklySummaries.contract';
export * from './reportRows';
