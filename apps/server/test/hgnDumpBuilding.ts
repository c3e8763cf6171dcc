// The sample organisation's building-management collections, with the dictionary's quirks
// (hgn-data §2.27-2.32): units named twice, a project without a name and two whose names differ only
// in case, members listed twice or gone, types without `__t` or named twice in a category, items of
// one project and type in two documents, stock counters that are not those of the records, quantities
// written as text, purchases of statuses and priorities HGN never allowed, tools without a code or
// with another's, HGN's own conditions, lessons with tags named twice, "All" roles and a file of a type not kept, likes twice,
// issue titles and texts written as arrays, and external team members of a team the form has not.
import { Binary, ObjectId, type Document } from 'bson';

const oid = () => new ObjectId();

export type BuildingSampleIds = {
  owner: ObjectId;
  volunteer: ObjectId;
  gone: ObjectId;
  bmProject: ObjectId;
};

export function buildingCollections(ids: BuildingSampleIds): Record<string, Document[]> {
  const village = oid();
  const cement = oid();
  const sand = oid();
  const gloves = oid();
  const drill = oid();
  const mixer = oid();
  const lesson = oid();
  return {
    buildingInventoryUnits: [
      { _id: oid(), unit: 'kg', category: 'Material' },
      { _id: oid(), unit: 'KG ', category: 'Consumable' },
      { _id: oid(), unit: 'bag' },
    ],
    buildingProjects: [
      {
        _id: village,
        name: 'Earthbag Village',
        isActive: true,
        template: 'Earthbag',
        location: 'Field 3',
        projectType: 'private',
        buildingManager: ids.owner,
        members: [
          { _id: oid(), user: ids.owner, hours: 12 },
          { _id: oid(), user: ids.volunteer, hours: '4.5' },
          { _id: oid(), user: ids.volunteer, hours: 1 },
          { _id: oid(), user: ids.gone, hours: 3 },
        ],
        dateCreated: new Date('2025-03-01T10:00:00Z'),
      },
      { _id: oid(), name: 'earthbag village', isActive: false, buildingManager: ids.gone },
      { _id: oid(), isActive: true },
    ],
    buildingInventoryTypes: [
      { _id: cement, __t: 'material_type', name: 'Cement', description: 'Portland', unit: 'bag' },
      { _id: sand, category: 'Material', name: 'Sand', description: 'Fine', unit: 'kg' },
      { _id: oid(), __t: 'material_type', name: 'cement', description: 'again', unit: 'bag' },
      { _id: gloves, __t: 'reusable_type', name: 'Gloves', description: 'Work gloves' },
      { _id: drill, __t: 'tool_type', name: 'Drill', description: 'Cordless', invoice: 'INV-1' },
      { _id: mixer, __t: 'equipment_type', name: 'Mixer', description: 'Drum', fuelType: 'Coal' },
      { _id: oid(), name: 'Mystery', description: 'no kind' },
    ],
    buildingInventoryItems: [
      {
        _id: oid(),
        __t: 'material_item',
        project: village,
        itemType: cement,
        stockBought: 5,
        stockAvailable: 5,
        purchaseRecord: [
          { _id: oid(), requestedBy: ids.volunteer, quantity: 10, priority: 'High', status: 'Approved' },
          { _id: oid(), requestedBy: ids.owner, quantity: '4', priority: 'Urgent', status: 'Pending' },
          { _id: oid(), requestedBy: ids.owner, quantity: 0, priority: 'Low', status: 'Approved' },
        ],
        updateRecord: [
          {
            _id: oid(),
            date: new Date('2025-04-02T18:00:00Z'),
            createdBy: ids.volunteer,
            quantityUsed: 3,
            quantityWasted: '1',
          },
        ],
      },
      {
        _id: oid(),
        __t: 'material_item',
        project: village,
        itemType: cement,
        purchaseRecord: [{ _id: oid(), quantity: 2, priority: 'Low', status: 'Approved' }],
        updateRecord: [{ _id: oid(), date: '2025-04-05', quantityUsed: 1, quantityWasted: 0 }],
      },
      {
        _id: oid(),
        __t: 'reusable_item',
        project: village,
        itemType: gloves,
        stockBought: 2,
        purchaseRecord: [{ _id: oid(), quantity: 2, priority: 'Medium', status: 'Approved' }],
        updateRecord: [{ _id: oid(), date: '2025-04-06', quantityUsed: 5, quantityWasted: 0 }],
      },
      { _id: oid(), __t: 'material_item', project: oid(), itemType: sand },
      { _id: oid(), __t: 'tool_item', project: village, itemType: cement },
      {
        _id: oid(),
        __t: 'tool_item',
        project: village,
        itemType: drill,
        code: 7,
        purchaseStatus: 'Purchased',
        condition: 'Like New',
        purchaseRecord: [
          {
            _id: oid(),
            quantity: 1,
            priority: 'Low',
            makeModelPref: 'Bosch',
            estUsageTime: '2 weeks',
            usageDesc: 'Walls',
          },
        ],
        updateRecord: [{ _id: oid(), date: '2025-04-07', condition: 'Out of Order', createdBy: ids.owner }],
        logRecord: [
          { _id: oid(), date: '2025-04-08', type: 'Check Out', createdBy: ids.volunteer },
          { _id: oid(), date: '2025-04-09', type: 'Lent' },
        ],
      },
      { _id: oid(), __t: 'tool_item', project: village, itemType: drill, code: '7', condition: 'Worn' },
      {
        _id: oid(),
        __t: 'equipment_item',
        project: ids.bmProject,
        itemType: mixer,
        purchaseStatus: 'Rented',
        condition: 'Refurbished',
        rentedOnDate: new Date('2025-05-01T12:00:00Z'),
        rentalDueDate: '2025-05-15',
      },
    ],
    buildingNewLessons: [
      {
        _id: lesson,
        title: 'Tamp each layer',
        content: 'Tamp <b>every</b> layer<script>alert(1)</script>',
        date: new Date('2025-04-10T12:00:00Z'),
        author: ids.volunteer,
        tags: ['Walls', 'walls ', 'Earthbag'],
        relatedProject: village,
        allowedRoles: 'All',
        totalLikes: 7,
        files: [
          {
            data: new Binary(Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1')),
            contentType: 'application/pdf',
            filename: 'plan.pdf',
          },
          { data: new Binary(Buffer.from('notes')), contentType: 'text/plain', filename: 'notes.txt' },
        ],
      },
      {
        _id: oid(),
        title: 'Orphan',
        content: 'No author',
        author: ids.gone,
        tags: [],
        relatedProject: village,
        allowedRoles: 'Owner',
      },
    ],
    likes: [
      { _id: oid(), user: ids.owner, lesson },
      { _id: oid(), user: ids.owner, lesson },
      { _id: oid(), user: ids.volunteer, lesson: oid() },
    ],
    buildingIssues: [
      {
        _id: oid(),
        createdDate: new Date('2025-04-11T12:00:00Z'),
        issueDate: new Date('2025-04-11T12:00:00Z'),
        createdBy: ids.owner,
        issueTitle: ['Cracked', 'wall'],
        issueText: ['North wall cracked.'],
        issueType: 'safety',
        projectId: village,
        status: 'closed',
      },
      {
        _id: oid(),
        issueDate: 'yesterday',
        issueTitle: ['Rain'],
        issueText: ['Work stopped'],
        issueType: 'Flood',
        projectId: village,
      },
      { _id: oid(), issueTitle: ['Elsewhere'], issueText: ['x'], issueType: 'Other', projectId: oid() },
    ],
    externalteams: [
      {
        _id: oid(),
        firstName: 'Sam',
        lastName: 'Stone',
        role: 'other',
        roleSpecify: 'Mason',
        team: 'Stone & Co',
        email: 'sam@stone.org',
        countryCode: '44',
        phone: '555-123-4567',
        createdAt: new Date('2025-02-01T09:00:00Z'),
      },
      {
        _id: oid(),
        firstName: 'No',
        lastName: 'Mail',
        role: 'carpenter',
        team: 'abc_builders',
        email: 'none',
      },
    ],
  };
}
