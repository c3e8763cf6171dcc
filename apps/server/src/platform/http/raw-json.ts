// JSON built by the database (or assembled from such JSON), answered as it is. A list of thousands of
// rows aggregated by PostgreSQL into one JSON value, or assembled from JSON kept between requests,
// costs the server no objects, no garbage and no serialiser pass; `route()` sends it with the JSON
// content type, and the tests' contract check parses and holds the same bytes to the response schema
// as any other answer (`contract-check.ts`). Large answers are assembled as UTF-8 bytes: joining
// Buffers copies them once, where a joined string is copied again to be encoded for the socket.

/** JSON as text, or as its UTF-8 bytes. */
export type JsonBody = string | Buffer;

/**
 * JSON whose value is of the type `T` (the contract's answer, or part of it), held as the pieces it was
 * assembled from: they are joined once, when it is sent.
 */
export class RawJson<T> {
  declare private readonly shape?: T;
  constructor(
    readonly pieces: readonly JsonBody[],
    /** The same JSON gzipped, when it was kept so (a large kept answer): sent to clients that accept it. */
    readonly gzipped?: Buffer,
  ) {}

  /** The JSON in one piece: text while every piece is text, bytes as soon as one is not. */
  get body(): JsonBody {
    const { pieces } = this;
    if (pieces.length === 1) return pieces[0]!;
    if (pieces.every((piece) => typeof piece === 'string')) return pieces.join('');
    // One buffer of the whole length, each piece written into it: no buffer per piece of text.
    const lengths = pieces.map((piece) =>
      typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length,
    );
    const joined = Buffer.allocUnsafe(lengths.reduce((sum, length) => sum + length, 0));
    let offset = 0;
    pieces.forEach((piece, i) => {
      if (typeof piece === 'string') joined.write(piece, offset);
      else piece.copy(joined, offset);
      offset += lengths[i]!;
    });
    return joined;
  }

  /** The JSON as text. */
  get text(): string {
    const { body } = this;
    return typeof body === 'string' ? body : body.toString('utf8');
  }

  /** Whether this is the empty list, without joining a large body. */
  get isEmptyList(): boolean {
    return this.pieces.reduce((length, piece) => length + piece.length, 0) === 2 && this.text === '[]';
  }
}

/** JSON of the type `T`, as the database wrote it. */
export const rawJson = <T>(body: JsonBody): RawJson<T> => new RawJson<T>([body]);

/** A list of values that are JSON already. */
export const rawJsonList = <T>(items: readonly RawJson<T>[]): RawJson<T[]> => {
  const pieces: JsonBody[] = [];
  for (const item of items) pieces.push(pieces.length === 0 ? '[' : ',', ...item.pieces);
  pieces.push(pieces.length === 0 ? '[]' : ']');
  return new RawJson(pieces);
};

/**
 * An object of plain fields (written by `JSON.stringify`, so only values that are JSON) and fields
 * that are JSON already.
 */
export const rawJsonObject = <T extends object>(
  fields: { [K in keyof T]?: T[K] },
  raw: { [K in keyof T]?: RawJson<T[K]> },
): RawJson<T> => {
  const pieces: JsonBody[] = [];
  const add = (key: string, ...value: readonly JsonBody[]): void => {
    pieces.push(`${pieces.length === 0 ? '{' : ','}${JSON.stringify(key)}:`, ...value);
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) add(key, JSON.stringify(value));
  for (const [key, value] of Object.entries(raw)) if (value instanceof RawJson) add(key, ...value.pieces);
  pieces.push(pieces.length === 0 ? '{}' : '}');
  return new RawJson(pieces);
};

/** An object's JSON (`{...}` in one piece) with more members added at its end: `members` is `"key":value,...`. */
export const withMembers = <T>(object: JsonBody, members: string): RawJson<T> =>
  new RawJson([
    typeof object === 'string' ? object.slice(0, -1) : object.subarray(0, object.length - 1),
    `,${members}}`,
  ]);
