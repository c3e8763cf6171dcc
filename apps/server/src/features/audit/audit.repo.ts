import type { AuditEventType } from '@hgn/domain/audit';
import type { DbOrTransaction } from '../../db.js';
import { auditEvents } from './audit.table.js';

/** One security event: who did it, to whom, from which address, and what the type says more. */
export type AuditEvent = {
  type: AuditEventType;
  actorId: string | null;
  userId: string | null;
  address: string;
  detail?: Record<string, unknown>;
};

export function createAuditRepo(db: DbOrTransaction) {
  return {
    /** Records the event, in the caller's transaction when `db` is one, so it stands or falls with the change. */
    record: async (event: AuditEvent) => {
      await db.insert(auditEvents).values({ ...event, address: event.address.slice(0, 100) });
    },
  };
}
