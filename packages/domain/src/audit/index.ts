export * from './auditEvents';
export * from './auditJson';
export * from './audit.errors';
export * from './audit.contract';
