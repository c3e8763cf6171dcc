export * from './projectJson';
export * from './projects.schema';
export * from './projectRules';
export * from './projects.errors';
export * from './projects.contract';
