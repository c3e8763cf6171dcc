import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, OLD_PASSWORD } from '../../test/hgnDump.js';

const t = await createTestApp();

/** Signs in as an imported person and opens the building portal; GETs a path as that person (`raw`: the response). */
async function buildingReader(email: string) {
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: OLD_PASSWORD },
  });
  const { token } = signIn.json<{ token: string }>();
  const portal = await t.app.inject({
    method: 'POST',
    url: '/api/bm/login',
    headers: { authorization: token },
    payload: { email, password: OLD_PASSWORD },
  });
  expect(portal.statusCode).toBe(200);
  const raw = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect(res.statusCode, url).toBe(200);
    return res;
  };
  return { raw, get: async <T>(url: string) => (await raw(url)).json<T>() };
}

type Named = { _id: string; name: string };
type Person = { firstName: string } | null;

describe('import-hgn: the building-management module', () => {
  it('carries building projects with their members, stock counted again from its records, tools, lessons, issues and external team members', async () => {
    const lines = await importSample(t.database.db, 'bson');
    expect(lines).toMatch(/buildingProjects\s+3\s+2\s+0\s+0\s+1/);
    expect(lines).toMatch(/projects \(building\)\s+1\s+1\s+0\s+0\s+0/);
    expect(lines).toMatch(/buildingInventoryItems\s+8\s+6\s+0\s+0\s+2/);
    expect(lines).toContain('1 × buildingInventoryItems: its itemType is of another category than the item');
    expect(lines).toContain(
      '1 × buildingInventoryItems: another document of the same project and type, its records joined to the first’s',
    );
    expect(lines).toContain(
      '1 × buildingInventoryItems: more used and wasted than approved purchases bought, available kept at 0',
    );
    expect(lines).toContain('1 × inventory purchases: a priority this product does not have, made Medium');
    expect(lines).toContain('1 × inventory updates: a condition HGN names Out of Order, made Needs Repair');
    expect(lines).toContain('1 × likes: its person likes the lesson already');
    expect(lines).toContain(
      '1 × buildingNewLessons: a file that is not PNG, JPEG or PDF of 5 MB at most, or past the first 3, left out',
    );
    expect(lines).toMatch(/externalteams\s+2\s+1\s+0\s+0\s+1/);

    const { get, raw } = await buildingReader('olive.owner@example.org');
    const projects =
      await get<Array<Named & { isActive: boolean; members: Array<{ user: Person; hours: number }> }>>(
        '/api/bm/projects',
      );
    expect(projects.map((p) => [p.name, p.isActive])).toEqual([
      ['Earthbag Village', true],
      ['Site 7', true],
      ['earthbag village (2)', false],
    ]);
    const village = projects[0]!;
    expect(village.members.map((m) => [m.user?.firstName, m.hours])).toEqual([
      ['Olive', 12],
      ['Val', 4.5],
    ]);

    type Stock = {
      project: Named;
      itemType: Named;
      stockBought: number;
      stockUsed: number;
      stockWasted: number;
      stockAvailable: number;
      purchaseRecord: Array<{ quantity: number; status: string; priority: string }>;
      updateRecord: Array<{ date: string; quantityUsed: number; quantityWasted: number; createdBy: Person }>;
    };
    const [cement, ...otherMaterials] = await get<Stock[]>(`/api/bm/materials?project=${village._id}`);
    expect(otherMaterials).toEqual([]);
    expect(cement).toMatchObject({
      itemType: { name: 'Cement' },
      stockBought: 12,
      stockUsed: 4,
      stockWasted: 1,
      stockAvailable: 7,
    });
    expect(cement!.purchaseRecord.map((p) => [p.quantity, p.status, p.priority]).sort()).toEqual([
      [10, 'Approved', 'High'],
      [2, 'Approved', 'Low'],
      [4, 'Pending', 'Medium'],
    ]);
    expect(cement!.updateRecord.map((u) => [u.date, u.quantityUsed, u.quantityWasted])).toEqual([
      ['2025-04-05', 1, 0],
      ['2025-04-02', 3, 1],
    ]);
    const [gloves] = await get<Stock[]>('/api/bm/reusables');
    expect(gloves).toMatchObject({ stockBought: 2, stockUsed: 5, stockAvailable: 0 });

    type Item = {
      _id: string;
      code: string;
      condition: string;
      purchaseStatus: string;
      rentedOnDate: string | null;
      itemType: { name: string; using: string[] };
      updateRecord: Array<{ condition: string }>;
      purchaseRecord: Array<{ makeModelPref: string; estTime: string; usageDesc: string }>;
      logRecord: Array<{ type: string; createdBy: Person }>;
    };
    const tools = await get<Item[]>('/api/bm/tools');
    expect(tools.map((tool) => [tool.code, tool.condition, tool.purchaseStatus])).toEqual([
      ['7', 'Needs Repair', 'Purchased'],
      ['8', 'Worn', 'Rental'],
    ]);
    expect(tools[0]).toMatchObject({
      itemType: { name: 'Drill', using: [tools[0]!._id] },
      updateRecord: [{ condition: 'Needs Repair' }],
      purchaseRecord: [{ makeModelPref: 'Bosch', estTime: '2 weeks', usageDesc: 'Walls' }],
      logRecord: [{ type: 'Check Out', createdBy: { firstName: 'Val' } }],
    });
    const [mixer] = await get<Array<Item & { project: Named }>>('/api/bm/equipments');
    expect(mixer).toMatchObject({
      project: { name: 'Site 7' },
      code: '1',
      condition: 'Used',
      purchaseStatus: 'Rental',
      rentedOnDate: '2025-05-01',
    });

    const lessons = await get<
      Array<{
        title: string;
        content: string;
        tags: string[];
        totalLikes: number;
        allowedRoles: string[];
        files: string[];
      }>
    >('/api/bm/lessons');
    expect(lessons[0]!.files).toHaveLength(1);
    const file = await raw(lessons[0]!.files[0]!);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(lessons).toMatchObject([
      {
        title: 'Tamp each layer',
        content: 'Tamp <b>every</b> layer',
        tags: ['Earthbag', 'Walls'],
        totalLikes: 1,
        allowedRoles: [],
      },
    ]);
    expect(await get<string[]>('/api/bm/tags')).toEqual(expect.arrayContaining(['Earthbag', 'Walls']));

    const issues = await get<Array<{ title: string; type: string; status: string; closedAt: string | null }>>(
      `/api/bm/issues?projectId=${village._id}`,
    );
    expect(issues.map((issue) => [issue.title, issue.type, issue.status]).sort()).toEqual([
      ['Cracked wall', 'Safety', 'closed'],
      ['Rain', 'Other', 'open'],
    ]);
    expect(await get('/api/bm/externalTeam')).toMatchObject([
      {
        firstName: 'Sam',
        role: 'Mason',
        team: 'External Team - Non-volunteers',
        teamSpecify: 'Stone & Co',
        countryCode: '+44',
        phone: '5551234567',
      },
    ]);
    expect(await get<Array<{ unit: string }>>('/api/bm/inventoryUnits')).toEqual([
      expect.objectContaining({ unit: 'bag' }),
      expect.objectContaining({ unit: 'kg' }),
    ]);
  });
});
