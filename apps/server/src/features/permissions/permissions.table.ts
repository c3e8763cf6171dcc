import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  permissions: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const rolePresets = pgTable(
  'role_presets',
  {
    id: uuid().primaryKey().defaultRandom(),
    roleName: text()
      .notNull()
      .references(() => roles.name, { onUpdate: 'cascade', onDelete: 'cascade' }),
    presetName: text().notNull(),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('role_presets_role_name_preset_name_key').on(t.roleName, t.presetName)],
);

export type RoleRow = typeof roles.$inferSelect;
export type RolePresetRow = typeof rolePresets.$inferSelect;
