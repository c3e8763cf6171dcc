import type { BuildingProjectJson, BuildingProjectMemberJson } from '@hgn/domain/buildingManagement';
import type { BuildingProjectMemberRow, BuildingProjectRow } from './buildingProjects.repo.js';

export const presentBuildingProjectMember = (row: BuildingProjectMemberRow): BuildingProjectMemberJson => ({
  user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName },
  hours: row.hours,
});

export const presentBuildingProject = (
  row: BuildingProjectRow,
  members: BuildingProjectMemberJson[],
): BuildingProjectJson => ({
  _id: row.id,
  name: row.name,
  location: row.location,
  template: row.template,
  isActive: row.isActive,
  dateCreated: row.createdAt.toISOString(),
  buildingManager:
    row.managerId === null
      ? null
      : { _id: row.managerId, firstName: row.managerFirstName ?? '', lastName: row.managerLastName ?? '' },
  members,
});
