import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

/**
 * The security events of the audit log: who did it (`actorId`, none for a failed sign-in of nobody),
 * to whom (`userId`), when and from which address, with what the event type says more. An event
 * outlives neither its year nor, by name, the people it names: their ids are cleared when they go.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    address: text().notNull().default(''),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(desc(t.at), desc(t.id)),
    index('audit_events_type_at_idx').on(t.type, desc(t.at)),
    index('audit_events_user_id_at_idx').on(t.userId, desc(t.at)),
  ],
);
