import { teamMessages } from '@hgn/domain/messages';
import {
  teamListItemJson,
  type TeamJson,
  type TeamListItemJson,
  type TeamMemberJson,
} from '@hgn/domain/teams';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.js';
import { teamMembers, teams } from './teams.table.js';

const t = await createTestApp();
const db = t.database.db;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let manager: Caller;
let volunteer: Caller;

beforeAll(async () => {
  [owner, admin, manager, volunteer] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator'),
    t.signedIn('Manager'),
    t.signedIn('Volunteer'),
  ]);
});

const { call } = t;

const teamCount = async () => (await db.select({ n: count() }).from(teams))[0]!.n;
const memberCount = async (teamId: string) =>
  (await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId)))[0]!.n;

let teamSerial = 0;
async function createTeam(name = `Team ${++teamSerial} ${Math.random().toString(36).slice(2, 7)}`) {
  const res = await call(owner, 'POST', '/api/team', { teamName: name, isActive: true });
  expect(res.statusCode).toBe(201);
  return res.json<TeamJson>();
}

describe('creating a team', () => {
  it('creates an active team with the trimmed name and no members', async () => {
    const res = await call(admin, 'POST', '/api/team', { teamName: '  Garden Crew  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json<TeamJson>()).toMatchObject({
      teamName: 'Garden Crew',
      isActive: true,
      teamCode: '',
      members: [],
    });
  });

  it('refuses a name that differs only in case and whitespace, with the original body and 403', async () => {
    const before = await teamCount();
    const res = await call(owner, 'POST', '/api/team', { teamName: ' garden \t CREW ' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'Team Name "garden \t CREW" already exists',
      code: 'TEAM_NAME_TAKEN',
    });
    expect(await teamCount()).toBe(before);
  });

  it('asks for a team name', async () => {
    const before = await teamCount();
    const res = await call(owner, 'POST', '/api/team', { teamName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: teamMessages.nameRequired, field: 'teamName' });
    expect(await teamCount()).toBe(before);
  });

  it('refuses a caller without postTeam, writing nothing', async () => {
    const before = await teamCount();
    for (const caller of [manager, volunteer]) {
      const res = await call(caller, 'POST', '/api/team', { teamName: 'Not Allowed' });
      expect(res.statusCode).toBe(403);
    }
    expect(await teamCount()).toBe(before);
  });
});

describe('listing and reading teams', () => {
  it('lists every team by name with its member count, to any signed-in user', async () => {
    const team = await createTeam('Aardvark Listing Team');
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: volunteer.id, operation: 'Assign' });
    const res = await call(volunteer, 'GET', '/api/team');
    expect(res.statusCode).toBe(200);
    const list = res.json<TeamListItemJson[]>();
    expect(list.find((row) => row._id === team._id)).toMatchObject({
      teamName: 'Aardvark Listing Team',
      memberCount: 1,
    });
    const names = list.map((row) => row.teamName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists members in the original shape, a private e-mail only for those who may see it', async () => {
    const team = await createTeam();
    const open = await t.createUser({ firstName: 'Olga', lastName: 'Open', teamCode: 'A-1234' });
    const hidden = await t.createUser({ firstName: 'Hugo', lastName: 'Hidden', privacyEmail: false });
    for (const person of [open, hidden])
      await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: person.id, operation: 'Assign' });
    const membersSeenBy = async (caller: Caller) => {
      const res = await call(caller, 'GET', '/api/team');
      expect(res.statusCode).toBe(200);
      return z
        .array(teamListItemJson)
        .parse(res.json())
        .find((row) => row._id === team._id)?.members;
    };
    const addDateTime = expect.any(String) as string;
    expect(await membersSeenBy(volunteer)).toEqual([
      { _id: open.id, name: 'Olga Open', email: open.email, teamCode: 'A-1234', addDateTime },
      { _id: hidden.id, name: 'Hugo Hidden', email: '', teamCode: '', addDateTime },
    ]);
    expect((await membersSeenBy(manager))?.map((member) => member.email)).toEqual([open.email, hidden.email]);
  });

  it('reads one team with its memberships; an unknown or malformed id is 404', async () => {
    const team = await createTeam();
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: manager.id, operation: 'Assign' });
    const res = await call(volunteer, 'GET', `/api/team/${team._id}`);
    expect(res.json<TeamJson>().members).toEqual([
      { userId: manager.id, addDateTime: expect.any(String) as string, visible: true },
    ]);
    expect((await call(volunteer, 'GET', `/api/team/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call(volunteer, 'GET', '/api/team/not-an-id')).statusCode).toBe(404);
  });
});

describe('changing a team', () => {
  it('renames, deactivates and refuses a name another team has', async () => {
    const team = await createTeam();
    const other = await createTeam();
    const renamed = await call(manager, 'PUT', `/api/team/${team._id}`, {
      teamName: `${team.teamName} B`,
      isActive: false,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<TeamJson>()).toMatchObject({ teamName: `${team.teamName} B`, isActive: false });

    const clash = await call(owner, 'PUT', `/api/team/${team._id}`, {
      teamName: other.teamName.toUpperCase(),
    });
    expect(clash.statusCode).toBe(403);
    const [row] = await db.select().from(teams).where(eq(teams.id, team._id));
    expect(row!.name).toBe(`${team.teamName} B`);
  });

  it('keeps its own name when renamed to a different spelling of it', async () => {
    const team = await createTeam('Solar Folk');
    const res = await call(owner, 'PUT', `/api/team/${team._id}`, { teamName: 'SOLAR folk' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a malformed team code and a caller without putTeam, writing nothing', async () => {
    const team = await createTeam();
    const bad = await call(owner, 'PUT', `/api/team/${team._id}`, { teamCode: 'AB' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: teamMessages.teamCodeMissing });
    const refused = await call(volunteer, 'PUT', `/api/team/${team._id}`, {
      teamName: 'Taken Over',
      teamCode: 'X-YYY',
    });
    expect(refused.statusCode).toBe(403);
    const [row] = await db.select().from(teams).where(eq(teams.id, team._id));
    expect(row).toMatchObject({ name: team.teamName, teamCode: '' });
  });

  it('deletes a team with its memberships; refuses without deleteTeam', async () => {
    const team = await createTeam();
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: volunteer.id, operation: 'Assign' });
    expect((await call(manager, 'DELETE', `/api/team/${team._id}`)).statusCode).toBe(403);
    expect(await memberCount(team._id)).toBe(1);
    const res = await call(admin, 'DELETE', `/api/team/${team._id}`);
    expect(res.statusCode).toBe(200);
    expect(await memberCount(team._id)).toBe(0);
    expect((await call(admin, 'DELETE', `/api/team/${team._id}`)).statusCode).toBe(404);
  });
});

describe('team members', () => {
  it('assigns a member, answers newMember, and lists members with roles and dates', async () => {
    const team = await createTeam();
    const res = await call(admin, 'POST', `/api/team/${team._id}/users`, {
      userId: manager.id,
      operation: 'Assign',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      newMember: {
        _id: manager.id,
        firstName: expect.any(String) as string,
        lastName: expect.any(String) as string,
        role: 'Manager',
        isActive: true,
        addDateTime: expect.any(String) as string,
        visible: true,
      },
    });
    const members = await call(volunteer, 'GET', `/api/team/${team._id}/users`);
    expect(members.json<TeamMemberJson[]>().map((m) => m._id)).toEqual([manager.id]);
  });

  it("says 'Member is already a part of this team.' the second time", async () => {
    const team = await createTeam();
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: volunteer.id, operation: 'Assign' });
    const again = await call(owner, 'POST', `/api/team/${team._id}/users`, {
      userId: volunteer.id,
      operation: 'Assign',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: teamMessages.memberAlreadyInTeam });
    expect(await memberCount(team._id)).toBe(1);
  });

  it('asks for a valid user: a malformed id, or one that names nobody', async () => {
    const team = await createTeam();
    const malformed = await call(owner, 'POST', `/api/team/${team._id}/users`, {
      userId: 'abc',
      operation: 'Assign',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: teamMessages.chooseValidUser });
    const nobody = await call(owner, 'POST', `/api/team/${team._id}/users`, {
      userId: crypto.randomUUID(),
      operation: 'Assign',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ message: teamMessages.chooseValidUser });
    expect(await memberCount(team._id)).toBe(0);
  });

  it("unassigns with {result:'Delete Success'}; refuses callers without assignTeamToUsers", async () => {
    const team = await createTeam();
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: volunteer.id, operation: 'Assign' });
    const refused = await call(manager, 'POST', `/api/team/${team._id}/users`, {
      userId: volunteer.id,
      operation: 'UnAssign',
    });
    expect(refused.statusCode).toBe(403);
    expect(await memberCount(team._id)).toBe(1);
    const res = await call(owner, 'POST', `/api/team/${team._id}/users`, {
      userId: volunteer.id,
      operation: 'UnAssign',
    });
    expect(res.json()).toEqual({ result: 'Delete Success' });
    expect(await memberCount(team._id)).toBe(0);
    const again = await call(owner, 'POST', `/api/team/${team._id}/users`, {
      userId: volunteer.id,
      operation: 'UnAssign',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
  });
});

describe('member visibility', () => {
  it('hides and shows a volunteer', async () => {
    const team = await createTeam();
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: volunteer.id, operation: 'Assign' });
    const res = await call(manager, 'PUT', '/api/team', {
      visibility: false,
      userId: volunteer.id,
      teamId: team._id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TeamMemberJson>().visible).toBe(false);
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id));
    expect(row!.visible).toBe(false);
  });

  it.each(['Owner', 'Administrator', 'Core Team'] as const)(
    'never reduces a %s, writing nothing',
    async (role) => {
      const team = await createTeam();
      const strong = await t.createUser({ role });
      await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: strong.id, operation: 'Assign' });
      const res = await call(owner, 'PUT', '/api/team', {
        visibility: false,
        userId: strong.id,
        teamId: team._id,
      });
      expect(res.statusCode).toBe(403);
      const [row] = await db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id));
      expect(row!.visible).toBe(true);
    },
  );

  it('refuses a volunteer and a non-boolean visibility', async () => {
    const team = await createTeam();
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: manager.id, operation: 'Assign' });
    const body = { visibility: false, userId: manager.id, teamId: team._id };
    expect((await call(volunteer, 'PUT', '/api/team', body)).statusCode).toBe(403);
    expect((await call(owner, 'PUT', '/api/team', { ...body, visibility: 'no' })).statusCode).toBe(400);
    const [row] = await db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id));
    expect(row!.visible).toBe(true);
  });
});

describe('people to add', () => {
  it('finds active people, members included, ignoring accents and case, at most ten', async () => {
    const team = await createTeam();
    const zoe = await t.createUser({ firstName: 'Zoë', lastName: 'Ångström' });
    await t.createUser({ firstName: 'Zoe', lastName: 'Angstrom', isActive: false });
    const inTeam = await t.createUser({ firstName: 'Zoé', lastName: 'Angstrom' });
    await call(owner, 'POST', `/api/team/${team._id}/users`, { userId: inTeam.id, operation: 'Assign' });
    const res = await call(
      owner,
      'GET',
      `/api/team/${team._id}/candidates?search=${encodeURIComponent('ZOE ANGS')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<{ _id: string }[]>()
        .map((p) => p._id)
        .sort(),
    ).toEqual([zoe.id, inTeam.id].sort());

    await Promise.all(Array.from({ length: 12 }, () => t.createUser({ firstName: 'Quentin' })));
    const many = await call(owner, 'GET', `/api/team/${team._id}/candidates?search=quentin`);
    expect(many.json<unknown[]>()).toHaveLength(10);
    const wildcard = await call(owner, 'GET', `/api/team/${team._id}/candidates?search=%25`);
    expect(wildcard.json<unknown[]>()).toEqual([]);
  });

  it('is only for those who may assign members', async () => {
    const team = await createTeam();
    expect((await call(manager, 'GET', `/api/team/${team._id}/candidates?search=a`)).statusCode).toBe(403);
  });
});
