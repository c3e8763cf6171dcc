// JSON built by the database (or assembled from such JSON), answered as it is. A list of thousands of
// rows aggregated by PostgreSQL into one JSON value, or assembled from JSON kept between requests,
// costs the server no objects, no garbage and no serialiser pass; `route()` sends it with the JSON
// content type, and the tests' contract check parses and holds the same bytes to the response schema
// as any other answer (`contract-check.ts`). Large answers are assembled as UTF-8 bytes: joining
// Buffers copies them once, where a joined string is copied again to be encoded for the socket.

/** JSON as text, or as its UTF-8 bytes. */
export type JsonBody = string | Buffer;

/** JSON whose value is of the type `T` (the contract's answer, or part of it). */
export class RawJson<T> {
  declare private readonly shape?: T;
  constructor(readonly body: JsonBody) {}

  /** The JSON as text. */
  get text(): string {
    return typeof this.body === 'string' ? this.body : this.body.toString('utf8');
  }

  /** Whether this is the empty list, without reading a large body. */
  get isEmptyList(): boolean {
    return this.body.length === 2 && this.text === '[]';
  }
}

/** JSON of the type `T`, as the database wrote it. */
export const rawJson = <T>(body: JsonBody): RawJson<T> => new RawJson<T>(body);

/** Bodies one after the other: text while all are text, bytes as soon as one is. */
const joined = (bodies: readonly JsonBody[]): JsonBody =>
  bodies.every((body) => typeof body === 'string')
    ? bodies.join('')
    : Buffer.concat(bodies.map((body) => (typeof body === 'string' ? Buffer.from(body) : body)));

/** A list of values that are JSON already. */
export const rawJsonList = <T>(items: readonly RawJson<T>[]): RawJson<T[]> => {
  const bodies: JsonBody[] = [];
  for (const item of items) bodies.push(bodies.length === 0 ? '[' : ',', item.body);
  bodies.push(bodies.length === 0 ? '[]' : ']');
  return rawJson(joined(bodies));
};

/**
 * An object of plain fields (written by `JSON.stringify`, so only values that are JSON) and fields
 * that are JSON already.
 */
export const rawJsonObject = <T extends object>(
  fields: { [K in keyof T]?: T[K] },
  raw: { [K in keyof T]?: RawJson<T[K]> },
): RawJson<T> => {
  const bodies: JsonBody[] = [];
  const add = (key: string, value: JsonBody): void => {
    bodies.push(`${bodies.length === 0 ? '{' : ','}${JSON.stringify(key)}:`, value);
  };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) add(key, JSON.stringify(value));
  for (const [key, value] of Object.entries(raw)) if (value instanceof RawJson) add(key, value.body);
  bodies.push(bodies.length === 0 ? '{}' : '}');
  return rawJson(joined(bodies));
};

/** An object's JSON with more members added at its end: `members` is `"key":value,...`. */
export const withMembers = (object: JsonBody, members: string): JsonBody =>
  typeof object === 'string'
    ? `${object.slice(0, -1)},${members}}`
    : Buffer.concat([object.subarray(0, object.length - 1), Buffer.from(`,${members}}`)]);
