import { defineContract, guard } from '@hgn/domain/contracts';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerContractCheck } from './contract-check.js';
import { rawJson, rawJsonList, rawJsonObject, withMembers, type JsonBody } from './raw-json.js';
import { route } from './route.js';
import { contractSerializerCompiler } from './serializer.js';

const hours = z.array(z.strictObject({ name: z.string(), hours: z.number() }));

async function appAnswering(body: JsonBody) {
  const problems: string[] = [];
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializerCompiler);
  registerContractCheck(app, (problem) => problems.push(problem));
  const contract = defineContract({
    method: 'GET',
    path: '/hours',
    guard: guard.public,
    errors: [],
    response: hours,
  });
  route(app, contract, async () => rawJson<z.output<typeof hours>>(body));
  await app.ready();
  return { app, problems };
}

describe('answering JSON the database built', () => {
  it('sends the text as it is, as JSON, and holds it to the contract in tests', async () => {
    const text = '[{"hours":1.5,"name":"Ada"}]';
    const { app, problems } = await appAnswering(text);
    const res = await app.inject({ method: 'GET', url: '/hours' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe(text);
    expect(problems).toEqual([]);
  });

  it.each([
    ['text', '[{"name":"Ada","hours":"many"}]'],
    ['bytes', Buffer.from('[{"name":"Ada","hours":"many"}]')],
  ])('reports JSON sent as %s that does not match the contract', async (_, body) => {
    const { app, problems } = await appAnswering(body);
    await app.inject({ method: 'GET', url: '/hours' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('GET /hours -> 200');
  });

  it('sends UTF-8 bytes as they are, as JSON', async () => {
    const { app, problems } = await appAnswering(Buffer.from('[{"name":"Zoë – ✓","hours":2}]'));
    const res = await app.inject({ method: 'GET', url: '/hours' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([{ name: 'Zoë – ✓', hours: 2 }]);
    expect(problems).toEqual([]);
  });

  it('assembles bytes and text into one JSON body, adding members to an object', () => {
    const task = withMembers<{ id: number; note: string }>(Buffer.from('{"id" : 1}'), '"note":"é"');
    const list = rawJsonList([task, rawJson('{"id":2,"note":""}')]);
    expect(Buffer.isBuffer(list.body)).toBe(true);
    expect(JSON.parse(list.text)).toEqual([
      { id: 1, note: 'é' },
      { id: 2, note: '' },
    ]);
    expect(rawJsonList([]).isEmptyList).toBe(true);
    expect(list.isEmptyList).toBe(false);
    expect(rawJsonObject({}, { list }).text).toBe(`{"list":${list.text}}`);
    expect(rawJsonObject({}, {}).text).toBe('{}');
  });

  it('puts JSON text inside an answer built in the server', () => {
    const row = rawJsonObject<{ name: string; note?: string; tasks: number[] }>(
      { name: 'Ada "A"', note: undefined },
      { tasks: rawJson('[1,2]') },
    );
    expect(JSON.parse(rawJsonList([row, rawJson('{"name":"Bo","tasks":[]}')]).text)).toEqual([
      { name: 'Ada "A"', tasks: [1, 2] },
      { name: 'Bo', tasks: [] },
    ]);
  });
});
