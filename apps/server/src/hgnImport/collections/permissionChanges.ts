// The permission change logs (hgn-data §2.8.3, §2.8.4): changes to a role's permissions
// (`permissionChangeLogs`) and to one person's (`UserPermissionChangeLogs`), both kept in this
// product's log of permission changes. Who made a change is linked when that person is imported
// (by id, or by the e-mail HGN logged), and their name is taken from them; the log keeps the role
// and e-mail they had then as HGN wrote them.
import { roles } from '../../features/permissions/permissions.table.js';
import { permissionChanges } from '../../features/permissions/permissionChanges.table.js';
import { users } from '../../features/users/users.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  localIdOf,
  originsOf,
  type ImportContext,
} from '../importContext.js';
import { idOf, idTime, instantOf, textOf, textsOf, type Repaired } from '../values.js';
import { importedUserOf } from './users.js';

type Person = { id: string; name: string };

export async function importPermissionChanges(ctx: ImportContext): Promise<void> {
  const people = await ctx.tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users);
  const byId = new Map<string, Person>();
  const byEmail = new Map<string, Person>();
  for (const person of people) {
    const named = { id: person.id, name: `${person.firstName} ${person.lastName}`.trim() };
    byId.set(person.id, named);
    byEmail.set(person.email.toLowerCase(), named);
  }
  const roleNames = new Map(
    (await ctx.tx.select({ id: roles.id, name: roles.name }).from(roles)).map((role) => [role.id, role.name]),
  );
  const rows = batches<typeof permissionChanges.$inferInsert>((values) =>
    ctx.tx.insert(permissionChanges).values(values),
  );

  const importLog = async (
    collection: string,
    target: (
      document: Record<string, unknown>,
    ) => { skip: string } | Pick<typeof permissionChanges.$inferInsert, 'targetKind' | 'roleName' | 'userId'>,
  ) => {
    const origins = originsOf(ctx, collection);
    const counts = ctx.report.countsOf(collection);
    const repaired: Repaired = (what) => ctx.report.repair(collection, what);
    await eachDocument(ctx, collection, async (document, originalId) => {
      const changed = target(document);
      if ('skip' in changed) return ctx.report.skip(collection, changed.skip);
      const requestorEmail = textOf(document.requestorEmail).trim();
      const requestor =
        byId.get(importedUserOf(ctx, document.requestorId) ?? '') ??
        byEmail.get(requestorEmail.toLowerCase());
      const id = localIdOf(collection, originalId);
      await rows.add({
        id,
        ...changed,
        changedBy: requestor?.id ?? null,
        changedByName: requestor?.name ?? '',
        added: textsOf(document.permissionsAdded),
        removed: textsOf(document.permissionsRemoved),
        permissions: textsOf(document.permissions),
        requestorRole: textOf(document.requestorRole).trim(),
        requestorEmail,
        changedAt: instantOf(document.logDateTime, () => undefined) ?? idTime(originalId),
      });
      if (!requestor) repaired('a change by someone who is not in userProfiles, kept without them');
      await origins.add({ originalId, localId: id, digest: digestOf(document) });
      counts.imported += 1;
    });
    await origins.flush();
  };

  await importLog('permissionChangeLogs', (document) => {
    const roleName =
      textOf(document.roleName).trim() ||
      roleNames.get(localIdOf('rolesMergedPermissions', idOf(document.roleId) ?? ''));
    return roleName
      ? { targetKind: 'role', roleName, userId: null }
      : { skip: 'it names no role, and its roleId is not in rolesMergedPermissions' };
  });
  await importLog('UserPermissionChangeLogs', (document) => {
    const userId = importedUserOf(ctx, document.userId);
    return userId
      ? { targetKind: 'user', roleName: null, userId }
      : { skip: 'its person is not in userProfiles' };
  });
  await rows.flush();
}
