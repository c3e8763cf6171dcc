export * from './buildingProjectJson';
export * from './buildingProjects.schema';
export * from './buildingManagement.errors';
export * from './buildingProjects.contract';
export * from './storedFiles';
export * from './storedFiles.schema';
export * from './storedFiles.contract';
