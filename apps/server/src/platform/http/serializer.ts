import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the contract's response schema:
 * only the fields the schema names are written, and without zod parsing every answer first, which on a
 * list of thousands of people cost more than the query (bench `serialise`). The tests hold every answer
 * to the zod schema itself (`contract-check.ts`); a schema JSON Schema cannot express is written with
 * zod's own parse, so nothing unchecked goes out.
 */
export function contractSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  let jsonSchema: Schema;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Schema;
  } catch {
    return (data) => JSON.stringify(schema.parse(data));
  }
  return fastJson(jsonSchema);
}
