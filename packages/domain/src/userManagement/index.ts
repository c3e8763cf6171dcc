export * from './userManagement.messages';
export * from './userManagementJson';
export * from './userManagement.schema';
export * from './lifecycle';
export * from './policies';
export * from './userManagement.errors';
export * from './userManagement.contract';
