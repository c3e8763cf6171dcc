import { ConfigError } from './config.js';
import { DataDirInUseError } from './platform/db/data-dir-lock.js';
import { EmbeddedPostgresError } from './platform/db/embedded-postgres.js';
import { isDatabaseUnavailable } from './platform/db/sql-errors.js';

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT']);

/** What stopped the start, in one sentence for the person starting the server. */
export function whyNotStarted(error: unknown): string {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof EmbeddedPostgresError
  )
    return error.message;
  const e = error as Partial<NodeJS.ErrnoException & { port: number; address: string }> | undefined;
  if (e?.code === 'EADDRINUSE')
    return `the port ${e.port} on ${e.address} is already in use: stop the program using it, or set PORT to another port.`;
  if (e?.code === 'EACCES' && e.syscall === 'listen')
    return `this user may not listen on port ${e.port}: set PORT to a port above 1023.`;
  const message = (error instanceof Error && error.message.split('\n')[0]) || e?.code || String(error);
  const detail = message.replace(/\.$/, '');
  if (isDatabaseUnavailable(error) || UNREACHABLE.has(e?.code ?? ''))
    return `the database cannot be reached (${detail}).`;
  return `${detail}.`;
}
