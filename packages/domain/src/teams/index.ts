export * from './teamJson';
export * from './teams.schema';
export * from './teamRules';
export * from './teams.errors';
export * from './teams.contract';
