import type { InfoCollectionJson } from '@hgn/domain/infoCollections';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { infoCollections } from './infoCollections.table.js';

const t = await createTestApp();
const { db } = t.database;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let manager: Caller;
let volunteer: Caller;

const { call } = t;
const rows = async () => (await db.select({ n: count() }).from(infoCollections))[0]?.n ?? 0;
const namesSeenBy = async (caller: Caller) =>
  (await call(caller, 'GET', '/api/informations')).json<InfoCollectionJson[]>().map((i) => i.infoName);

beforeAll(async () => {
  [owner, admin, manager, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator'),
    t.signedIn('Manager'),
    t.signedIn('Volunteer'),
  ]);
  for (const [infoName, visibility] of [
    ['For all', '0'],
    ['Admins only', '1'],
    ['Not volunteers', '2'],
  ] as const)
    expect(
      (await call(owner, 'POST', '/api/informations', { infoName, infoContent: '<p>x</p>', visibility }))
        .statusCode,
    ).toBe(201);
});

describe('info pop-ups', () => {
  it('shows each caller only what their role may read', async () => {
    expect(await namesSeenBy(volunteer)).toEqual(['For all']);
    expect(await namesSeenBy(manager)).toEqual(['For all', 'Not volunteers']);
    expect(await namesSeenBy(admin)).toEqual(['Admins only', 'For all', 'Not volunteers']);
    expect(await namesSeenBy(owner)).toEqual(['Admins only', 'For all', 'Not volunteers']);
  });

  it('strips scripts, handlers and unsafe links from the content', async () => {
    const res = await call(owner, 'POST', '/api/informations', {
      infoName: 'Dirty',
      infoContent:
        '<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://example.org" target="_blank">ok</a><img src="data:image/png;base64,iVBO" onerror="x()"><img src="http://example.org/a.png"><style>p{}</style>',
    });
    expect(res.statusCode).toBe(201);
    const { infoContent, fontSize, visibility } = res.json<InfoCollectionJson>();
    expect(infoContent).not.toMatch(/script|onclick|onerror|javascript|style/i);
    expect(infoContent).toContain('<strong>there</strong>');
    expect(infoContent).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(infoContent).toContain('<img src="data:image/png;base64,iVBO" />');
    expect(infoContent).not.toContain('http://example.org/a.png');
    expect({ fontSize, visibility }).toEqual({ fontSize: 24, visibility: '0' });
  });

  it('refuses a duplicate name ignoring case with 400', async () => {
    const before = await rows();
    const res = await call(owner, 'POST', '/api/informations', { infoName: 'FOR ALL' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'An info with this name already exists.' });
    expect(await rows()).toBe(before);
  });

  it('lets only an Owner change or delete content, sanitising the edit', async () => {
    const created = (
      await call(owner, 'POST', '/api/informations', { infoName: 'Editable', infoContent: '<p>v1</p>' })
    ).json<InfoCollectionJson>();
    for (const caller of [admin, volunteer]) {
      expect(
        (await call(caller, 'PUT', `/api/informations/${created._id}`, { infoContent: '<p>hacked</p>' }))
          .statusCode,
      ).toBe(403);
      expect((await call(caller, 'DELETE', `/api/informations/${created._id}`)).statusCode).toBe(403);
    }
    expect(
      (await db.select().from(infoCollections).where(eq(infoCollections.id, created._id)))[0]?.infoContent,
    ).toBe('<p>v1</p>');
    const edited = await call(owner, 'PUT', `/api/informations/${created._id}`, {
      infoContent: '<p>v2<script>x</script></p>',
      visibility: 2,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ infoContent: '<p>v2</p>', visibility: '2' });
    expect((await call(owner, 'DELETE', `/api/informations/${created._id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/informations/${created._id}`)).statusCode).toBe(404);
  });

  it('refuses creation without createPopup and bad input, writing nothing', async () => {
    const before = await rows();
    expect((await call(volunteer, 'POST', '/api/informations', { infoName: 'Mine' })).statusCode).toBe(403);
    expect((await call(owner, 'POST', '/api/informations', { infoName: '' })).statusCode).toBe(400);
    expect(
      (await call(owner, 'POST', '/api/informations', { infoName: 'V', visibility: '7' })).statusCode,
    ).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('lets an Administrator create with createPopup', async () => {
    expect((await call(admin, 'POST', '/api/informations', { infoName: 'By admin' })).statusCode).toBe(201);
  });
});
