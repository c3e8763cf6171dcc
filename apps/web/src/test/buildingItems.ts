import type { ToolItemJson } from '@hgn/domain/buildingManagement';

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
