export * from './inputLimits';
