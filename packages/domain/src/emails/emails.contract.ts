// Every endpoint of the e-mail outbox, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { EmailsErrorCode } from './emails.errors';
import { outboxMessageJson, outboxPageJson, outboxQuery } from './outboxJson';

const refusals = errorCodes<EmailsErrorCode>();

export const emailsContract = {
  list: defineContract({
    method: 'GET',
    path: '/emailoutbox',
    guard: guard.owner,
    errors: refusals(),
    query: outboxQuery,
    response: outboxPageJson,
  }),
  get: defineContract({
    method: 'GET',
    path: '/emailoutbox/:id',
    guard: guard.owner,
    errors: refusals('EMAIL_NOT_FOUND'),
    params: z.object({ id: z.string() }),
    response: outboxMessageJson,
  }),
};
