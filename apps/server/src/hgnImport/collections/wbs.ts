// `wbs` (hgn-data §2.4): a project's work breakdown structures. One whose project is gone is
// skipped (its tasks with it); names that collide within a project, ignoring case, are numbered.
import { wbs } from '../../features/wbs/wbs.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import { booleanOf, idOf, idTime, instantOf, textOf } from '../values.js';
import { freeName } from './projects.js';

const COLLECTION = 'wbs';

export async function importWbs(ctx: ImportContext): Promise<void> {
  const origins = originsOf(ctx, COLLECTION);
  const counts = ctx.report.countsOf(COLLECTION);
  const rows = batches<typeof wbs.$inferInsert>((values) => ctx.tx.insert(wbs).values(values));
  const taken = new Set<string>();
  const repaired = (what: string) => ctx.report.repair(COLLECTION, what);

  await eachDocument(ctx, COLLECTION, async (document, originalId) => {
    const projectOriginal = idOf(document.projectId);
    ctx.originals.projectOfWbs.set(originalId, projectOriginal);
    const project = ctx.ids.projects.get(projectOriginal ?? '');
    if (!project) return ctx.report.skip(COLLECTION, 'its project is not in projects');
    const rawName = textOf(document.wbsName).trim() || 'WBS';
    const name = freeName(rawName, taken, (n) => `${project.id}/${n.toLowerCase()}`);
    if (name !== rawName) repaired('a name another WBS of the project has (ignoring case), numbered');
    const createdAt = instantOf(document.createdDatetime, repaired) ?? idTime(originalId);
    const id = localIdOf(COLLECTION, originalId);
    // An archived project's WBS are inactive with it.
    const isActive = booleanOf(document.isActive, true) && project.isActive;
    await rows.add({
      id,
      projectId: project.id,
      name,
      isActive,
      createdAt,
      updatedAt: instantOf(document.modifiedDatetime, repaired) ?? createdAt,
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    ctx.ids.wbs.set(originalId, { id, isActive, project });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}
