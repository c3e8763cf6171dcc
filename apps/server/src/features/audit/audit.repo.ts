import type { AuditEventType, AuditFilters } from '@hgn/domain/audit';
import { and, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTransaction } from '../../db.js';
import { users } from '../users/users.table.js';
import { auditEvents } from './audit.table.js';

/** One security event: who did it, to whom, from which address, and what the type says more. */
export type AuditEvent = {
  type: AuditEventType;
  actorId: string | null;
  userId: string | null;
  address: string;
  detail?: Record<string, unknown>;
};

const actors = alias(users, 'audit_actor');
const subjects = alias(users, 'audit_user');

const eventColumns = {
  id: auditEvents.id,
  type: auditEvents.type,
  at: auditEvents.at,
  actorId: auditEvents.actorId,
  userId: auditEvents.userId,
  address: auditEvents.address,
  detail: auditEvents.detail,
};

const matching = (filters: AuditFilters) =>
  and(
    filters.type === undefined ? undefined : eq(auditEvents.type, filters.type),
    filters.userId === undefined ? undefined : eq(auditEvents.userId, filters.userId),
    filters.from === undefined ? undefined : gte(auditEvents.at, filters.from),
    filters.to === undefined ? undefined : lte(auditEvents.at, filters.to),
  );

const nameOf = (firstName: AnyPgColumn, lastName: AnyPgColumn) =>
  sql<string | null>`nullif(trim(${firstName} || ' ' || ${lastName}), '')`;

export function createAuditRepo(db: DbOrTransaction) {
  return {
    /** Records the event, in the caller's transaction when `db` is one, so it stands or falls with the change. */
    record: async (event: AuditEvent) => {
      await db.insert(auditEvents).values({ ...event, address: event.address.slice(0, 100) });
    },

    /** One page of the events the filters match, newest first. */
    findPage: (filters: AuditFilters, page: number, limit: number) =>
      db
        .select(eventColumns)
        .from(auditEvents)
        .where(matching(filters))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit)
        .offset((page - 1) * limit),

    countMatching: async (filters: AuditFilters) => {
      const [row] = await db.select({ total: count() }).from(auditEvents).where(matching(filters));
      return row?.total ?? 0;
    },

    /** The newest `max` events the filters match, with the names and e-mails of those they name. */
    findForExport: (filters: AuditFilters, max: number) =>
      db
        .select({
          ...eventColumns,
          actorName: nameOf(actors.firstName, actors.lastName),
          actorEmail: actors.email,
          userName: nameOf(subjects.firstName, subjects.lastName),
          userEmail: subjects.email,
        })
        .from(auditEvents)
        .leftJoin(actors, eq(actors.id, auditEvents.actorId))
        .leftJoin(subjects, eq(subjects.id, auditEvents.userId))
        .where(matching(filters))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(max),

    /** Removes at most `batch` of the events recorded before `cutoff`, the oldest first; how many went. */
    removeOlderThan: async (cutoff: Date, batch: number) => {
      const oldest = db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(lt(auditEvents.at, cutoff))
        .orderBy(auditEvents.at)
        .limit(batch);
      const removed = await db
        .delete(auditEvents)
        .where(inArray(auditEvents.id, oldest))
        .returning({ id: auditEvents.id });
      return removed.length;
    },
  };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof createAuditRepo>['findPage']>>[number];
export type AuditExportRow = Awaited<ReturnType<ReturnType<typeof createAuditRepo>['findForExport']>>[number];
