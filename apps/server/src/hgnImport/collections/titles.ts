// `titles`, the Quick Setup Codes (hgn-data §2.16). HGN kept the project's and the team's ids as
// text; here they become references when they name a project or team that was imported, and are
// left out (counted) otherwise. Codes and names are unique ignoring case, so a second is skipped.
import { titles } from '../../features/titles/titles.table.js';
import { digestOf, eachDocument, originsOf, type ImportContext, localIdOf } from '../importContext.js';
import { idOf, idTime, numberOf, objectOf, textOf, type Repaired } from '../values.js';

export async function importTitles(ctx: ImportContext): Promise<void> {
  const collection = 'titles';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const names = new Set<string>();
  const codes = new Set<string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const titleName = textOf(document.titleName).trim();
    const titleCode = textOf(document.titleCode).trim();
    if (titleName === '' || titleCode === '')
      return ctx.report.skip(collection, 'it has no titleName or titleCode');
    if (names.has(titleName.toLowerCase()))
      return ctx.report.skip(collection, 'its titleName is another’s (ignoring case)');
    if (codes.has(titleCode.toLowerCase()))
      return ctx.report.skip(collection, 'its titleCode is another’s (ignoring case)');
    names.add(titleName.toLowerCase());
    codes.add(titleCode.toLowerCase());
    const projectRef = idOf(objectOf(document.projectAssigned)._id);
    const project = projectRef === undefined ? undefined : ctx.ids.projects.get(projectRef);
    if (projectRef !== undefined && !project) repaired('a project that is not in projects, left out');
    const teamRef = idOf(objectOf(document.teamAssiged)._id);
    const team = teamRef === undefined ? undefined : ctx.ids.teams.get(teamRef);
    if (teamRef !== undefined && !team) repaired('a team that is not in teams, left out');
    const id = localIdOf(collection, originalId);
    const createdAt = idTime(originalId);
    await ctx.tx.insert(titles).values({
      id,
      titleName,
      titleCode,
      teamCode: textOf(document.teamCode).trim(),
      projectId: project?.id ?? null,
      teamId: team ?? null,
      mediaFolder: textOf(document.mediaFolder).trim(),
      shortName: textOf(document.shortName).trim(),
      order: Math.round(numberOf(document.order, repaired) ?? 0),
      createdAt,
      updatedAt: createdAt,
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
}
