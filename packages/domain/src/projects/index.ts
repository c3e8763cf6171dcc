export * from './projectJson';
export * from './projects.schema';
export * from './projectRules';
