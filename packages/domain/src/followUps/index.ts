export * from './followUpJson';
export * from './followUps.schema';
export * from './followUps.errors';
export * from './policies';
export * from './followUps.contract';
export * from './followUpDue';
