import type { ProjectJson } from '@hgn/domain/projects';

/** A project as the server sends it: active, with its category under both names. */
export function makeProject(overrides: Partial<ProjectJson> = {}): ProjectJson {
  const category = overrides.category ?? 'Housing';
  const isActive = overrides.isActive ?? true;
  return {
    _id: '5d1c0a1e-2f3b-4c5d-8e9f-0a1b2c3d4e5f',
    projectName: 'Rainwater Tanks',
    createdDatetime: '2026-11-01T10:00:00.000Z',
    modifiedDatetime: '2026-11-01T10:00:00.000Z',
    ...overrides,
    category,
    projectCategory: category,
    isActive,
    isArchived: !isActive,
  };
}
