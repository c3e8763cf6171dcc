export * from './buildingProjectJson';
export * from './buildingProjects.schema';
export * from './buildingManagement.errors';
export * from './buildingProjects.contract';
