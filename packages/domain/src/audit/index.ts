export * from './auditEvents';
