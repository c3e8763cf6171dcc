// The health endpoints, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { defineContract, errorCodes, guard } from '../contracts';
import type { SystemErrorCode } from './system.errors';
import { healthJson, readyJson } from './systemJson';

const refusals = errorCodes<SystemErrorCode>();

export const systemContract = {
  health: defineContract({
    method: 'GET',
    path: '/health',
    summary: 'The process is up',
    guard: guard.public,
    errors: refusals(),
    response: healthJson,
  }),
  ready: defineContract({
    method: 'GET',
    path: '/ready',
    summary: 'The database answers; 503 NOT_READY, with Retry-After, when it does not',
    guard: guard.public,
    errors: refusals('NOT_READY'),
    response: readyJson,
  }),
};
