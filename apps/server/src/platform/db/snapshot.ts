import type { Db, DbOrTransaction } from '../../db.js';

/**
 * Runs `read` in one read-only snapshot: every query it makes through its argument sees the database as
 * the first one did, whatever commits meanwhile. Only the argument may be queried inside (never the pool).
 */
export const inOneSnapshot = <T>(db: Db, read: (snapshot: DbOrTransaction) => Promise<T>): Promise<T> =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
