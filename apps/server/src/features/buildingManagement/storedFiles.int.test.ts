import { storedFileUrl } from '@hgn/domain/buildingManagement';
import { buildingMessages } from '@hgn/domain/messages';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { storedFiles } from './storedFiles.table.js';

const t = await createTestApp();
const db = t.database.db;
const { call } = t;
const service = t.services.storedFiles;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const PDF = Buffer.from('%PDF-1.7\n% a small document\n', 'latin1');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const fileCount = async () => (await db.select({ n: count() }).from(storedFiles))[0]!.n;

let builder: Awaited<ReturnType<typeof t.inBuildingPortal>>;
let outsider: Awaited<ReturnType<typeof t.signedIn>>;

beforeAll(async () => {
  [builder, outsider] = await Promise.all([t.inBuildingPortal('Volunteer'), t.signedIn('Owner')]);
});

describe('stored files of the building area', () => {
  it('keeps a picture checked by its bytes and serves it with its type to the building portal only', async () => {
    const url = await service.store(db, dataUrl(PNG, 'application/octet-stream'), {
      kind: 'image',
      field: 'image',
      createdBy: builder.id,
    });
    expect(url).toMatch(/^\/api\/bm\/files\/[0-9a-f-]{36}$/);

    const res = await call(builder, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);

    expect((await call(outsider, 'GET', url)).statusCode).toBe(403);
  });

  it('takes a pdf as a document but not as a picture, and refuses bytes that are neither, naming the field', async () => {
    expect(
      await service.store(db, dataUrl(PDF, 'application/pdf'), {
        kind: 'document',
        field: 'files',
        createdBy: builder.id,
      }),
    ).toMatch(/^\/api\/bm\/files\//);
    const before = await fileCount();
    for (const [text, kind] of [
      [dataUrl(PDF, 'image/png'), 'image'],
      [dataUrl(Buffer.from('<svg></svg>'), 'image/png'), 'image'],
      ['not a data url', 'document'],
      [dataUrl(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])), 'image'],
    ] as const) {
      await expect(
        service.store(db, text, { kind, field: 'images', createdBy: builder.id }),
      ).rejects.toMatchObject({
        status: 400,
        field: 'images',
        message:
          kind === 'image' ? buildingMessages.imageNotPermitted : buildingMessages.documentNotPermitted,
      });
    }
    expect(await fileCount()).toBe(before);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['7d1f3f4e-0000-4000-8000-000000000000', 'nope', "1' or '1'='1"]) {
      const res = await call(builder, 'GET', storedFileUrl(encodeURIComponent(id)));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FILE_NOT_FOUND', message: buildingMessages.fileNotFound });
    }
  });
});
