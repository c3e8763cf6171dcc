// `teams` (hgn-data §2.2) and their members, from both sides of the stored membership: the team's
// `members[]` (whose date and visibility win) and each person's `teams[]`. Pairs whose person or
// team is gone are left out and counted.
import { teamMembers, teams } from '../../features/teams/teams.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  originsOf,
  type ImportContext,
  localIdOf,
} from '../importContext.js';
import { booleanOf, idOf, idTime, instantOf, objectOf, textOf } from '../values.js';
import { freeName } from './projects.js';

const COLLECTION = 'teams';

/** Team names are unique here ignoring case and spaces (`teams_name_key`). */
const teamNameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

export async function importTeams(ctx: ImportContext): Promise<void> {
  const origins = originsOf(ctx, COLLECTION);
  const counts = ctx.report.countsOf(COLLECTION);
  const rows = batches<typeof teams.$inferInsert>((values) => ctx.tx.insert(teams).values(values));
  const members = new Map<string, typeof teamMembers.$inferInsert>();
  const taken = new Set<string>();
  const repaired = (what: string) => ctx.report.repair(COLLECTION, what);

  await eachDocument(ctx, COLLECTION, async (document, originalId) => {
    const rawName = textOf(document.teamName).trim();
    if (rawName === '') return ctx.report.skip(COLLECTION, 'it has no teamName');
    const name = freeName(rawName, taken, teamNameKey);
    if (name !== rawName) repaired('a name another team has (ignoring case and spaces), numbered');
    const id = localIdOf(COLLECTION, originalId);
    // The creation time is overwritten by every edit in the original; the ObjectId keeps the first.
    const createdAt = idTime(originalId);
    await rows.add({
      id,
      name,
      isActive: booleanOf(document.isActive, true),
      teamCode: textOf(document.teamCode),
      createdAt,
      updatedAt: instantOf(document.modifiedDatetime, repaired) ?? createdAt,
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    ctx.ids.teams.set(originalId, id);
    counts.imported += 1;
    for (const item of Array.isArray(document.members) ? document.members : []) {
      const member = objectOf(item);
      const userId = ctx.ids.users.get(idOf(member.userId) ?? '');
      if (!userId) {
        ctx.report.skip('team members', 'its person is not in userProfiles');
        continue;
      }
      members.set(`${id}/${userId}`, {
        teamId: id,
        userId,
        visible: booleanOf(member.visible, true),
        addedAt: instantOf(member.addDateTime, repaired) ?? createdAt,
      });
    }
  });
  await rows.flush();
  await origins.flush();

  for (const [userOriginal, links] of ctx.userLinks) {
    const userId = ctx.ids.users.get(userOriginal)!;
    for (const teamOriginal of links.teams) {
      const teamId = ctx.ids.teams.get(teamOriginal);
      if (!teamId) ctx.report.skip('team members', 'its team is not in teams');
      else if (!members.has(`${teamId}/${userId}`)) {
        repaired('a member named only by the person’s teams[]');
        members.set(`${teamId}/${userId}`, { teamId, userId, visible: true, addedAt: idTime(userOriginal) });
      }
    }
  }
  const links = batches<typeof teamMembers.$inferInsert>((values) =>
    ctx.tx.insert(teamMembers).values(values),
  );
  for (const member of members.values()) await links.add(member);
  await links.flush();
  ctx.report.countsOf('team members').imported = members.size;
}
