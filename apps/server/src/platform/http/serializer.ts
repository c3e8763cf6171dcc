import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the contract's response schema:
 * only the fields the schema names are written, and without zod parsing every answer first, which on a
 * list of thousands of people cost more than the query (bench `serialise`). The tests hold every answer
 * to the zod schema itself (`contract-check.ts`); a schema JSON Schema cannot express is written with
 * zod's own parse, so nothing unchecked goes out.
 */
type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON Schema as a writer needs it: patterns are for checking, not writing, and `X or null` is
 * written as a type list, so fast-json-stringify writes the value directly instead of first testing
 * which branch it matches (a regular expression per date on a list of thousands of people).
 */
export function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) if (key !== 'pattern') out[key] = forWriting(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (branch: unknown) => isObject(branch) && branch.type === 'null';
    const value: unknown = branches.find((branch: unknown) => !isNull(branch));
    if (
      branches.some(isNull) &&
      isObject(value) &&
      typeof value.type === 'string' &&
      value.type !== 'object'
    ) {
      delete out.anyOf;
      return { ...out, ...value, type: [value.type, 'null'] };
    }
  }
  return out;
}

export function contractSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let jsonSchema: Schema;
  try {
    jsonSchema = forWriting(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as Schema;
  } catch {
    return (data) => JSON.stringify(schema.parse(data));
  }
  return fastJson(jsonSchema);
}
