export * from './sessionsJson';
export * from './sessions.errors';
export * from './sessions.contract';
export * from './device';
