// Zod-free, for the header: the contract and its JSON shape are imported from their own files.
export * from './timerProtocol';
export * from './timerRules';
export * from './policies';
export * from './timer.errors';
