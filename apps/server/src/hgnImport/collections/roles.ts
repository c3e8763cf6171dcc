// `rolesMergedPermissions` and `rolePermissionPresets` (hgn-data §2.8): roles by name, with the
// permissions this product knows; the product's six roles are added when the dump lacks one.
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '@hgn/domain/permissions';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rolePresets, roles } from '../../features/permissions/permissions.table.js';
import { digestOf, eachDocument, originsOf, type ImportContext, localIdOf } from '../importContext.js';
import { textOf, textsOf, idTime } from '../values.js';

const KNOWN = new Set<string>(PERMISSIONS);

/** The permissions of a list this product knows, each once; the others are counted and dropped. */
export function knownPermissions(ctx: ImportContext, collection: string, value: unknown): string[] {
  const kept = new Set<string>();
  for (const name of textsOf(value)) {
    if (KNOWN.has(name)) kept.add(name);
    else ctx.report.repair(collection, `a permission this product does not have, dropped (${name})`);
  }
  return [...kept].sort();
}

/**
 * The ids of the rows the product's table already holds, by `key`: a role or preset of a name the
 * product has (the six roles every database starts with) keeps its row, and its id, on every import.
 */
async function idsHere(ctx: ImportContext, table: PgTable, key: string) {
  const { rows } = await ctx.tx.execute<{ id: string; key: string }>(
    sql`select id, ${sql.raw(key)} as key from ${sql.identifier(ctx.productSchema)}.${sql.identifier(getTableName(table))}`,
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Imports the roles and their presets; returns the names of the roles that now exist. */
export async function importRoles(ctx: ImportContext): Promise<Set<string>> {
  const roleIds = await idsHere(ctx, roles, 'name');
  const presetIds = await idsHere(ctx, rolePresets, `role_name || chr(31) || preset_name`);
  const names = new Set<string>();
  const origins = originsOf(ctx, 'rolesMergedPermissions');
  const counts = ctx.report.countsOf('rolesMergedPermissions');
  await eachDocument(ctx, 'rolesMergedPermissions', async (document, originalId) => {
    const name = textOf(document.roleName).trim();
    if (name === '') return ctx.report.skip('rolesMergedPermissions', 'it has no roleName');
    if (names.has(name)) return ctx.report.skip('rolesMergedPermissions', 'its roleName is another role’s');
    const permissions = knownPermissions(ctx, 'rolesMergedPermissions', document.permissions);
    const id = roleIds.get(name) ?? localIdOf('rolesMergedPermissions', originalId);
    await ctx.tx.insert(roles).values({ id, name, permissions, updatedAt: idTime(originalId) });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    names.add(name);
    counts.imported += 1;
  });
  await origins.flush();
  for (const name of ROLES) {
    if (names.has(name)) continue;
    await ctx.tx.insert(roles).values({
      id: roleIds.get(name) ?? localIdOf('roles', name),
      name,
      permissions: [...DEFAULT_ROLE_PERMISSIONS[name]],
    });
    names.add(name);
  }

  const presetOrigins = originsOf(ctx, 'rolePermissionPresets');
  const presetCounts = ctx.report.countsOf('rolePermissionPresets');
  const presetKeys = new Set<string>();
  await eachDocument(ctx, 'rolePermissionPresets', async (document, originalId) => {
    const roleName = textOf(document.roleName).trim();
    const presetName = textOf(document.presetName).trim();
    if (!names.has(roleName))
      return ctx.report.skip('rolePermissionPresets', 'its role is not in rolesMergedPermissions');
    if (presetName === '') return ctx.report.skip('rolePermissionPresets', 'it has no presetName');
    const key = `${roleName}\u0000${presetName}`;
    if (presetKeys.has(key))
      return ctx.report.skip('rolePermissionPresets', 'its role already has a preset of that name');
    presetKeys.add(key);
    const permissions = knownPermissions(ctx, 'rolePermissionPresets', document.permissions);
    const id =
      presetIds.get(`${roleName}\u001f${presetName}`) ?? localIdOf('rolePermissionPresets', originalId);
    await ctx.tx
      .insert(rolePresets)
      .values({ id, roleName, presetName, permissions, createdAt: idTime(originalId) });
    await presetOrigins.add({ originalId, localId: id, digest: digestOf(document) });
    presetCounts.imported += 1;
  });
  await presetOrigins.flush();
  return names;
}
