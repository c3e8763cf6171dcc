import type { BuildingProjectJson, ToolItemJson } from '@hgn/domain/buildingManagement';

/** A tool as the server sends it: hammer 1 of Earthbag Village, bought, in good condition, no records. */
export const makeToolItem = (overrides: Partial<ToolItemJson> = {}): ToolItemJson => ({
  _id: 'i-1',
  project: { _id: 'p-1', name: 'Earthbag Village' },
  code: '1',
  condition: 'Good',
  imageUrl: null,
  purchaseStatus: 'Purchased',
  rentedOnDate: null,
  rentalDueDate: null,
  order: null,
  itemType: {
    _id: 't-1',
    name: 'Hammer',
    category: 'Tool',
    description: 'A hammer',
    available: ['i-1', 'i-2'],
    using: [],
  },
  updateRecord: [],
  purchaseRecord: [],
  logRecord: [],
  ...overrides,
});

/** A building project as the server lists it: Earthbag Village, active, with no manager or members. */
export const makeBuildingProject = (overrides: Partial<BuildingProjectJson> = {}): BuildingProjectJson => ({
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  name: 'Earthbag Village',
  location: '',
  template: '',
  isActive: true,
  dateCreated: '2026-11-02T18:00:00.000Z',
  buildingManager: null,
  members: [],
  ...overrides,
});
