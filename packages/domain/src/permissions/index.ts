export * from './permissionCatalogue';
export * from './roles';
export * from './can';
export * from './policies';
export * from './routeGuards';
export * from './menu';
