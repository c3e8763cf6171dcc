// `projects` (hgn-data §2.3). Documents without `projectName` belong to the building module's model
// that shares the collection (Q18) and are skipped. Membership comes from the users (users.ts).
import { PROJECT_CATEGORIES } from '@hgn/domain/projects';
import { projects } from '../../features/projects/projects.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import { booleanOf, idTime, instantOf, textOf } from '../values.js';

const CATEGORIES = new Set<string>(PROJECT_CATEGORIES);

/**
 * A name not yet taken among `taken` (compared by `keyOf`): the name itself, or the name followed by
 * " (2)", " (3)", ... Names the original allowed twice stay apart here, where they are unique.
 */
export function freeName(name: string, taken: Set<string>, keyOf: (name: string) => string): string {
  let candidate = name;
  for (let n = 2; taken.has(keyOf(candidate)); n++) candidate = `${name} (${n})`;
  taken.add(keyOf(candidate));
  return candidate;
}

export async function importProjects(ctx: ImportContext): Promise<void> {
  const origins = originsOf(ctx, 'projects');
  const counts = ctx.report.countsOf('projects');
  const rows = batches<typeof projects.$inferInsert>((values) => ctx.tx.insert(projects).values(values));
  const taken = new Set<string>();
  const repaired = (what: string) => ctx.report.repair('projects', what);
  await eachDocument(ctx, 'projects', async (document, originalId) => {
    const rawName = textOf(document.projectName).trim();
    if (rawName === '') return ctx.report.skip('projects', 'not an HGN project (no projectName)');
    const name = freeName(rawName, taken, (n) => n.toLowerCase());
    if (name !== rawName) repaired('a name another project has (ignoring case), numbered');
    let category = textOf(document.category, 'Other');
    if (!CATEGORIES.has(category)) {
      repaired('a category this product does not have, made Unspecified');
      category = 'Unspecified';
    }
    const isActive = booleanOf(document.isActive, true) && !booleanOf(document.isArchived, false);
    const createdAt = instantOf(document.createdDatetime, repaired) ?? idTime(originalId);
    const id = localIdOf('projects', originalId);
    await rows.add({
      id,
      name,
      category,
      isActive,
      createdAt,
      updatedAt: instantOf(document.modifiedDatetime, repaired) ?? createdAt,
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    ctx.ids.projects.set(originalId, { id, isActive });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}
