import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, signedInReader } from '../../test/hgnDump.js';
import { popupEditorBackups, popupEditors } from '../features/popupEditors/popupEditors.table.js';

const t = await createTestApp();

describe('import-hgn: info texts, pop-up texts, the mouse-over text and the owner message', () => {
  it('sanitises the texts, keeps one of a name, the latest backup and the newest mouse-over text', async () => {
    const db = t.database.db;
    const lines = await importSample(db, 'bson.gz');

    expect(lines).toMatch(/informations\s+3\s+2\s+0\s+0\s+1/);
    expect(lines).toContain('1 × informations: its infoName is another’s (ignoring case)');
    expect(lines).toContain('1 × informations: a visibility other than 0, 1 or 2, made 0 (everyone)');
    expect(lines).toMatch(/popupEditorBackup\s+3\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × popupEditorBackup: its pop-up is not in popupEditor');
    expect(lines).toContain('1 × popupEditorBackup: an older backup of a pop-up (one is kept)');
    expect(lines).toMatch(/mouseoverText\s+2\s+1\s+0\s+0\s+1/);

    expect(lines).toMatch(/ownerMessage\s+2\s+1\s+0\s+0\s+1/);
    expect(lines).toContain('1 × ownerMessage: a picture, left out: set it again on the header');
    expect(lines).toContain('1 × ownerMessage: a second message (HGN shows the first)');

    const [popup] = await db.select().from(popupEditors);
    expect(popup!.popupContent).not.toMatch(/onerror/);
    expect((await db.select().from(popupEditorBackups))[0]!.popupContent).toBe('<p>Newer</p>');

    const get = await signedInReader(t.app, 'olive.owner@example.org');
    const infos =
      await get<Array<{ infoName: string; infoContent: string; visibility: string }>>('/api/informations');
    expect(infos.find((info) => info.infoName === 'dashboardInfo')).toMatchObject({
      infoContent: '<p>Read me</p>',
      visibility: '1',
    });
    expect(await get<{ ownerMessage: unknown }>('/api/ownerMessage')).toEqual({
      ownerMessage: { message: '', standardMessage: 'Welcome to the garden' },
    });
    expect(await get<Array<{ mouseoverText: string }>>('/api/mouseoverText')).toEqual([
      expect.objectContaining({ mouseoverText: 'Total hours this week' }),
    ]);
  });
});
