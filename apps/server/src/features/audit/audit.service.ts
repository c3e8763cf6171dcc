import { AUDIT_CSV_MAX, AUDIT_RETENTION_DAYS, type AuditQuery } from '@hgn/domain/audit';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { createAuditRepo, type AuditEvent } from './audit.repo.js';
import { auditCsv, presentAuditEvent } from './audit.present.js';

export type { AuditEvent };

const DAY_MS = 86_400_000;
/** The retention job removes this many events a statement, so no statement holds a year of rows. */
const RETENTION_BATCH = 5_000;

/**
 * Records a security event in `db`: the transaction of the change it describes, so the event stands
 * or falls with it. Every area records its events through this.
 */
export const recordAuditEvent = (db: DbOrTransaction, event: AuditEvent) => createAuditRepo(db).record(event);

/** The Owner's reading of the audit log, and its yearly clearing. */
export function createAuditService({ db }: Pick<FeatureDeps, 'db'>) {
  const repo = createAuditRepo(db);
  const filtersOf = ({ type, userId, from, to }: AuditQuery) => ({ type, userId, from, to });

  return {
    /** One page of the matching events, newest first, and how many match in all. */
    async list(query: AuditQuery) {
      const filters = filtersOf(query);
      const [rows, total] = await Promise.all([
        repo.findPage(filters, query.page, query.limit),
        repo.countMatching(filters),
      ]);
      return { events: rows.map(presentAuditEvent), total };
    },

    /** Every matching event (the newest AUDIT_CSV_MAX) as CSV, whatever page was asked for. */
    async csv(query: AuditQuery) {
      return auditCsv(await repo.findForExport(filtersOf(query), AUDIT_CSV_MAX));
    },

    /** Removes the events older than AUDIT_RETENTION_DAYS before `now`; how many went. */
    async removeExpired(now: Date) {
      const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
      let removed = 0;
      for (;;) {
        const batch = await repo.removeOlderThan(cutoff, RETENTION_BATCH);
        removed += batch;
        if (batch < RETENTION_BATCH) return removed;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
