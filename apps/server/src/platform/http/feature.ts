import type { Clock } from '@hgn/domain/time';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../db/client.js';

/** What every feature's services are built from. */
export type FeatureDeps = { db: Db; config: Config; clock: Clock };

/** A feature's routes, mounted under /api. Each route declares `config: { guard }`. */
export type FeatureRoutes = FastifyPluginAsyncZod;
