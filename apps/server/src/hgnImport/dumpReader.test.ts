import { Double, EJSON, Int32, ObjectId, serialize } from 'bson';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DumpError, openDump } from './dumpReader.js';
import { digestOf } from './importContext.js';

async function folderWith(files: Record<string, string | Uint8Array>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'hgn-reader-'));
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(folder, name), content);
  return folder;
}

async function read(folder: string, collection: string) {
  const documents = [];
  for await (const document of (await openDump(folder)).documents(collection)) documents.push(document);
  return documents;
}

// Strings with braces, brackets and escaped quotes, long enough that the file spans several reads.
const tricky = Array.from({ length: 3000 }, (_, n) => ({
  _id: new ObjectId(),
  n,
  text: `{"not": [a document]} \\ "quoted" ${'x'.repeat(500)}`,
  at: new Date(Date.UTC(2026, 0, 1) + n * 1000),
}));

describe('openDump', () => {
  it('reads documents one a line, an array across lines, and BSON, alike', async () => {
    const folder = await folderWith({
      'lines.json': tricky.map((d) => EJSON.stringify(d, { relaxed: false })).join('\n'),
      'array.json': `[\n${tricky.map((d) => EJSON.stringify(d, undefined, 2, { relaxed: true })).join(',\n')}\n]\n`,
      'binary.bson': Buffer.concat(tricky.map((d) => serialize(d))),
      'binary.metadata.json': '{"indexes":[]}',
      'empty.json': '[]',
    });
    const expected = tricky.map((d) => ({ ...d, _id: d._id.toHexString() }));
    for (const collection of ['lines', 'array', 'binary']) {
      const documents = await read(folder, collection);
      expect(documents.map((d) => ({ ...d, _id: (d._id as ObjectId).toHexString() }))).toEqual(expected);
    }
    expect(await read(folder, 'empty')).toEqual([]);
    expect(await read(folder, 'absent')).toEqual([]);
    expect((await openDump(folder)).collections()).toEqual(['array', 'binary', 'empty', 'lines']);
  });

  it('names the file it cannot read, in one sentence', async () => {
    const folder = await folderWith({
      'words.json': 'hello',
      'cut.json': '{"a": 1}\n{"b": ',
      'open.json': '[{"a": 1}',
    });
    await expect(read(folder, 'words')).rejects.toThrow(
      'The file words.json is not a readable mongoexport (Extended JSON) file (unexpected "h" before document 1).',
    );
    await expect(read(folder, 'cut')).rejects.toThrow(/cut\.json .*ends in the middle of a document/);
    await expect(read(folder, 'cut')).rejects.toBeInstanceOf(DumpError);
    await expect(read(folder, 'open')).rejects.toThrow(/open\.json/);
    const bson = await folderWith({ 'cut.bson': serialize({ a: 1 }).subarray(0, 9) });
    await expect(read(bson, 'cut')).rejects.toThrow(
      'The file cut.bson is not a readable BSON dump (document 1 is damaged).',
    );
  });

  it('finds the files in the one database folder, and refuses two files of one collection', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'hgn-reader-'));
    await mkdir(path.join(root, 'hgnrest'));
    await writeFile(
      path.join(root, 'hgnrest', 'teams.bson'),
      serialize({ _id: new ObjectId(), teamName: 'A' }),
    );
    expect((await read(root, 'teams')).map((d) => d.teamName as string)).toEqual(['A']);
    const twice = await folderWith({ 'teams.bson': Buffer.alloc(0), 'teams.json': '' });
    await expect(openDump(twice)).rejects.toThrow(/two files for the collection teams/);
    await expect(openDump(await folderWith({ 'notes.txt': '' }))).rejects.toThrow(/holds no mongodump/);
  });

  it('gives a document the same digest whether it was read from BSON or Extended JSON', async () => {
    // mongodump keeps a whole number stored as a double a double; relaxed Extended JSON writes it 3600.
    const entry = {
      _id: new ObjectId(),
      totalSeconds: new Double(3600),
      minutes: new Int32(5),
      hours: 1.5,
      notes: '<p>Dug the "north" bed</p>',
      dateOfWork: '2026-11-02',
      createdDateTime: new Date('2026-11-02T18:00:00Z'),
      resources: [{ userID: new ObjectId(), completedTask: false }],
    };
    const documents = [...tricky, entry];
    const folder = await folderWith({
      'canonical.json': documents.map((d) => EJSON.stringify(d, { relaxed: false })).join('\n'),
      'relaxed.json': `[${documents.map((d) => EJSON.stringify(d, { relaxed: true })).join(',')}]`,
      'binary.bson': Buffer.concat(documents.map((d) => serialize(d))),
    });
    const digests = async (collection: string) => (await read(folder, collection)).map(digestOf);
    const fromBson = await digests('binary');
    expect(new Set(fromBson).size).toBe(documents.length);
    expect(await digests('canonical')).toEqual(fromBson);
    expect(await digests('relaxed')).toEqual(fromBson);
  });
});
