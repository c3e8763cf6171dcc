export * from './timeEntryJson';
export * from './timeEntries.errors';
export * from './timeEntryLimits';
export * from './notesRule';
export * from './loggedHours';
export * from './timeEntries.schema';
export * from './policies';
export * from './timeEntries.contract';
