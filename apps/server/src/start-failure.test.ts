import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { EmbeddedPostgresError } from './platform/db/embedded-postgres.js';
import { DatabaseUnavailableError } from './platform/db/sql-errors.js';
import { whyNotStarted } from './start-failure.js';

describe('why the server did not start, in one sentence', () => {
  it('gives the message of a failure the start describes itself', () => {
    expect(whyNotStarted(new ConfigError('JWT_SECRET is required in production.'))).toBe(
      'JWT_SECRET is required in production.',
    );
    expect(whyNotStarted(new EmbeddedPostgresError('the database server did not start.'))).toBe(
      'the database server did not start.',
    );
  });

  it('names a port already in use', async () => {
    const first = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => first.once('listening', resolve));
    const { port } = first.address() as { port: number };
    const second = createServer().listen(port, '127.0.0.1');
    const error = await new Promise((resolve) => second.once('error', resolve));
    first.close();
    expect(whyNotStarted(error)).toBe(
      `the port ${port} on 127.0.0.1 is already in use: stop the program using it, or set PORT to another port.`,
    );
  });

  it('says the database cannot be reached, even when the error has no message', () => {
    const refused = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(whyNotStarted(refused)).toBe('the database cannot be reached (ECONNREFUSED).');
    expect(whyNotStarted(new DatabaseUnavailableError('No database connection became free in time.'))).toBe(
      'the database cannot be reached (No database connection became free in time).',
    );
  });

  it('keeps any other failure to the first line of its message, without the stack', () => {
    const error = new Error('relation "users" does not exist\n    at Parser.parseErrorMessage');
    expect(whyNotStarted(error)).toBe('relation "users" does not exist.');
    expect(whyNotStarted('plain text')).toBe('plain text.');
  });
});
