// Reads an HGN database dump one document at a time: mongodump's BSON files (`<collection>.bson`,
// optionally gzipped, optionally inside one database folder) or mongoexport's Extended JSON
// (`<collection>.json`, relaxed or canonical, one document a line or one array). Files are streamed,
// so a collection of millions of documents is never held whole.
import { deserialize, EJSON, type Document } from 'bson';
import { createReadStream, type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** The dump cannot be read; the message is one sentence naming the file or folder. */
export class DumpError extends Error {}

type Format = 'bson' | 'bson.gz' | 'json';
const SUFFIXES: ReadonlyArray<readonly [string, Format]> = [
  ['.bson.gz', 'bson.gz'],
  ['.bson', 'bson'],
  ['.json', 'json'],
];

/** A BSON document is at most 16 MB; a larger length prefix means the file is not BSON. */
const MAX_BSON_DOCUMENT = 16 * 1024 * 1024 + 16 * 1024;

export type DumpFile = { collection: string; file: string; format: Format; bytes: number };

/** Where a collection's documents are read, and how far through its file the reading is. */
export type DocumentStream = AsyncIterable<Document> & { readonly bytesRead: number; readonly bytes: number };

export type Dump = {
  folder: string;
  file(collection: string): DumpFile | undefined;
  /** The names of the collections the dump holds (mongodump's metadata files left out). */
  collections(): string[];
  /** The collection's documents in file order; none when the dump has no file for it. */
  documents(collection: string): DocumentStream;
};

function filesIn(folder: string, entries: Dirent[]): Map<string, DumpFile> {
  const files = new Map<string, DumpFile>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const suffix = SUFFIXES.find(([ending]) => entry.name.endsWith(ending));
    if (!suffix) continue;
    const collection = entry.name.slice(0, -suffix[0].length);
    const file = path.join(folder, entry.name);
    const other = files.get(collection);
    if (other)
      throw new DumpError(
        `The dump holds two files for the collection ${collection} (${path.basename(other.file)} and ${entry.name}); keep one.`,
      );
    files.set(collection, { collection, file, format: suffix[1], bytes: 0 });
  }
  return files;
}

async function listDir(folder: string): Promise<Dirent[]> {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch {
    throw new DumpError(`The folder ${folder} cannot be read.`);
  }
}

/** Finds the dump's files in `folder`, or in its one database sub-folder. */
export async function openDump(folder: string): Promise<Dump> {
  const entries = await listDir(folder);
  let where = folder;
  let files = filesIn(folder, entries);
  if (files.size === 0) {
    const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
    if (folders.length > 1)
      throw new DumpError(
        `The folder ${folder} holds several database folders (${folders.map((f) => f.name).join(', ')}); give the one to import.`,
      );
    if (folders.length === 1) {
      where = path.join(folder, folders[0]!.name);
      files = filesIn(where, await listDir(where));
    }
  }
  if (files.size === 0)
    throw new DumpError(`The folder ${folder} holds no mongodump (.bson) or mongoexport (.json) file.`);
  for (const file of files.values()) file.bytes = (await stat(file.file)).size;

  return {
    folder: where,
    file: (collection) => files.get(collection),
    collections: () => [...files.keys()].filter((name) => !name.endsWith('.metadata')).sort(),
    documents(collection) {
      const file = files.get(collection);
      return file ? streamOf(file) : emptyStream;
    },
  };
}

const emptyStream: DocumentStream = {
  bytesRead: 0,
  bytes: 0,
  async *[Symbol.asyncIterator]() {},
};

function streamOf(file: DumpFile): DocumentStream {
  let bytesRead = 0;
  const open = (): Readable => {
    const raw = createReadStream(file.file, { highWaterMark: 1024 * 1024 });
    raw.on('data', (chunk) => (bytesRead += chunk.length));
    return file.format === 'bson.gz' ? raw.pipe(createGunzip()) : raw;
  };
  const name = path.basename(file.file);
  return {
    get bytesRead() {
      return bytesRead;
    },
    bytes: file.bytes,
    [Symbol.asyncIterator]: () =>
      file.format === 'json' ? jsonDocuments(open(), name) : bsonDocuments(open(), name),
  };
}

async function* chunksOf(stream: Readable, name: string): AsyncGenerator<Buffer | string> {
  try {
    for await (const chunk of stream) yield chunk as Buffer | string;
  } catch (error) {
    throw new DumpError(`The file ${name} cannot be read (${(error as Error).message}).`);
  }
}

async function* bsonDocuments(stream: Readable, name: string): AsyncGenerator<Document> {
  let pending: Buffer = Buffer.alloc(0);
  let count = 0;
  const corrupt = () =>
    new DumpError(`The file ${name} is not a readable BSON dump (document ${count + 1} is damaged).`);
  for await (const chunk of chunksOf(stream, name)) {
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5 || size > MAX_BSON_DOCUMENT) throw corrupt();
      if (pending.length - offset < size) break;
      let document: Document;
      try {
        document = deserialize(pending.subarray(offset, offset + size));
      } catch {
        throw corrupt();
      }
      offset += size;
      count += 1;
      yield document;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length > 0) throw corrupt();
}

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 0xfeff;

/**
 * Splits Extended JSON text into its top-level documents: objects one after another (a line each, as
 * mongoexport writes them) or the items of one array (`--jsonArray`), whatever the line breaks.
 */
async function* jsonDocuments(stream: Readable, name: string): AsyncGenerator<Document> {
  stream.setEncoding('utf8');
  const notJson = (what: string) =>
    new DumpError(`The file ${name} is not a readable mongoexport (Extended JSON) file (${what}).`);
  let base = -1; // 0: documents one after another; 1: the items of one array
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: string[] = [];
  let count = 0;
  let ended = false;
  const parse = (text: string): Document => {
    try {
      return EJSON.parse(text, { relaxed: true }) as Document;
    } catch {
      throw notJson(`document ${count + 1} is damaged`);
    }
  };
  for await (const chunk of chunksOf(stream, name)) {
    const text = chunk as string;
    let start = depth > base && base >= 0 ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (code === 92) escaped = true;
        else if (code === 34) inString = false;
        continue;
      }
      if (depth > base && base >= 0) {
        if (code === 34) inString = true;
        else if (code === 123 || code === 91) depth++;
        else if (code === 125 || code === 93) {
          depth--;
          if (depth === base) {
            parts.push(text.slice(start, i + 1));
            const document = parse(parts.join(''));
            parts = [];
            start = -1;
            count += 1;
            yield document;
          }
        }
        continue;
      }
      if (isSpace(code)) continue;
      if (ended) throw notJson('text after the end of its array');
      if (base < 0 && code === 91) {
        base = 1;
        depth = 1;
      } else if (code === 123) {
        if (base < 0) base = 0;
        depth++;
        start = i;
      } else if (base === 1 && code === 44 && count > 0) continue;
      else if (base === 1 && code === 93) {
        depth = 0;
        ended = true;
      } else throw notJson(`unexpected "${text[i]}" before document ${count + 1}`);
    }
    if (start >= 0) parts.push(text.slice(start));
  }
  if (inString || depth !== 0 || (base === 1 && !ended)) throw notJson('it ends in the middle of a document');
}
