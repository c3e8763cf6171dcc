// The product's database as the features see it: every table (`db-schema.ts`), typed once here in the
// composition root, so that platform/ knows no feature's table.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './db-schema.js';
import {
  connectDatabase,
  type Database as PlatformDatabase,
  type PoolSettings,
} from './platform/db/client.js';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
/** The database itself or an open transaction of it. */
export type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = PlatformDatabase<Schema>;

export const connectProductDatabase = (
  connectionString: string,
  settings: Partial<PoolSettings> = {},
): Database => connectDatabase(connectionString, schema, settings);
