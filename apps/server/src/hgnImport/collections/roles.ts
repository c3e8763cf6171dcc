// `rolesMergedPermissions` and `rolePermissionPresets` (hgn-data §2.8): roles by name, with the
// permissions this product knows; the product's six roles are added when the dump lacks one.
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '@hgn/domain/permissions';
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

/** Imports the roles and their presets; returns the names of the roles that now exist. */
export async function importRoles(ctx: ImportContext): Promise<Set<string>> {
  const names = new Set<string>();
  const origins = originsOf(ctx, 'rolesMergedPermissions');
  const counts = ctx.report.countsOf('rolesMergedPermissions');
  await eachDocument(ctx, 'rolesMergedPermissions', async (document, originalId) => {
    const name = textOf(document.roleName).trim();
    if (name === '') return ctx.report.skip('rolesMergedPermissions', 'it has no roleName');
    if (names.has(name)) return ctx.report.skip('rolesMergedPermissions', 'its roleName is another role’s');
    const permissions = knownPermissions(ctx, 'rolesMergedPermissions', document.permissions);
    // A database that served without an organisation already holds the product's six roles.
    const [row] = await ctx.tx
      .insert(roles)
      .values({
        id: localIdOf('rolesMergedPermissions', originalId),
        name,
        permissions,
        updatedAt: idTime(originalId),
      })
      .onConflictDoUpdate({ target: roles.name, set: { permissions, updatedAt: idTime(originalId) } })
      .returning({ id: roles.id });
    await origins.add({ originalId, localId: row!.id, digest: digestOf(document) });
    names.add(name);
    counts.imported += 1;
  });
  await origins.flush();
  for (const name of ROLES) {
    if (names.has(name)) continue;
    await ctx.tx
      .insert(roles)
      .values({ id: localIdOf('roles', name), name, permissions: [...DEFAULT_ROLE_PERMISSIONS[name]] })
      .onConflictDoNothing();
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
    const [row] = await ctx.tx
      .insert(rolePresets)
      .values({
        id: localIdOf('rolePermissionPresets', originalId),
        roleName,
        presetName,
        permissions,
        createdAt: idTime(originalId),
      })
      .onConflictDoUpdate({ target: [rolePresets.roleName, rolePresets.presetName], set: { permissions } })
      .returning({ id: rolePresets.id });
    await presetOrigins.add({ originalId, localId: row!.id, digest: digestOf(document) });
    presetCounts.imported += 1;
  });
  await presetOrigins.flush();
  return names;
}
