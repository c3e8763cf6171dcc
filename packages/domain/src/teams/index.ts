export * from './teamJson';
export * from './teams.schema';
export * from './teamRules';
