export * from './userManagement.messages';
export * from './userManagementJson';
export * from './userManagement.schema';
export * from './lifecycle';
