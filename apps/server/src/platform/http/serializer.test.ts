import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contractSerializerCompiler, forWriting } from './serializer.js';

const person = z.strictObject({
  _id: z.string(),
  endDate: z.iso.datetime().nullable(),
  hours: z.number().nullable(),
  tags: z.array(z.string()),
});

describe('writing an answer from its contract', () => {
  it('writes only the fields the schema names, null where it allows null', () => {
    const write = contractSerializerCompiler({ schema: z.array(person) });
    const rows = [
      { _id: 'a', endDate: '2026-11-24T00:00:00.000Z', hours: 5, tags: ['x'], passwordHash: 'secret' },
      { _id: 'b', endDate: null, hours: null, tags: [] },
    ];
    expect(JSON.parse(write(rows))).toEqual([
      { _id: 'a', endDate: '2026-11-24T00:00:00.000Z', hours: 5, tags: ['x'] },
      { _id: 'b', endDate: null, hours: null, tags: [] },
    ]);
  });

  it('turns "a value or null" into a type list and leaves out patterns', () => {
    expect(
      forWriting({ anyOf: [{ type: 'string', format: 'date-time', pattern: '^x$' }, { type: 'null' }] }),
    ).toEqual({ type: ['string', 'null'], format: 'date-time' });
    const union = { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] };
    expect(forWriting(union)).toEqual(union);
  });

  it('writes an answer whose schema has no JSON Schema through zod', () => {
    const write = contractSerializerCompiler({ schema: z.strictObject({ at: z.date() }) });
    expect(write({ at: new Date('2026-11-24T00:00:00.000Z') })).toBe('{"at":"2026-11-24T00:00:00.000Z"}');
  });
});
