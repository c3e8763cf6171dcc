import type { Clock } from '@hgn/domain/time';
import type { Config } from './config.js';
import type { Db } from './db.js';

/** What every feature's services are built from. */
export type FeatureDeps = { db: Db; config: Config; clock: Clock };
