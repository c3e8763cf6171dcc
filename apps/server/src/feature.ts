import type { Clock } from '@hgn/domain/time';
import type { Config } from './config.js';
import type { Db } from './db.js';
import type { KeptAnswers } from './platform/http/kept-answers.js';

/** What every feature's services are built from. */
export type FeatureDeps = { db: Db; config: Config; clock: Clock; keptAnswers: KeptAnswers };
