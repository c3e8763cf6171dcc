import type { WarningDescriptionsChangedJson, WarningsOfUserJson } from '@hgn/domain/warnings';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { emailOutbox } from '../../platform/email/outbox.table.js';
import { blueSquares } from '../blueSquares/blueSquares.table.js';
import { userWarnings, warningDescriptions } from './warnings.table.js';

const t = await createTestApp();
const { db } = t.database;
const { call } = t;

type Caller = Awaited<ReturnType<typeof t.signedIn>>;
let owner: Caller;
let admin: Caller;
let volunteer: Caller;
let warner: Caller;
let squarer: Caller;
let deactivator: Caller;

const descriptionCount = async () => (await db.select({ n: count() }).from(warningDescriptions))[0]?.n ?? 0;
const warningCount = async () => (await db.select({ n: count() }).from(userWarnings))[0]?.n ?? 0;
const emailsTo = async (address: string) =>
  (await db.select().from(emailOutbox)).filter((row) => row.to.includes(address));

const addDescription = (caller: Caller, body: object) => call(caller, 'POST', '/api/currentWarnings', body);
const descriptionNamed = async (title: string) => {
  const res = await addDescription(admin, { newWarning: title, activeWarning: true, isPermanent: false });
  expect(res.statusCode).toBe(201);
  const found = res
    .json<WarningDescriptionsChangedJson>()
    .currentWarningDescriptions.find((description) => description.warningTitle === title);
  return found!;
};
const issue = (caller: Caller, userId: string, body: object) =>
  call(caller, 'POST', `/api/warnings/${userId}`, body);
const trackerOf = (json: WarningsOfUserJson, title: string) => json.warnings.find((w) => w.title === title);
let icon = 0;
const yellow = (description: string) => ({ iconId: `icon-${(icon += 1)}`, color: 'yellow', description });
const red = (description: string) => ({ iconId: `icon-${(icon += 1)}`, color: 'red', description });

beforeAll(async () => {
  [owner, admin, volunteer, warner, squarer, deactivator] = await Promise.all([
    t.signedIn('Owner'),
    t.signedIn('Administrator', { firstName: 'Ada', lastName: 'Admin' }),
    t.signedIn('Volunteer', { firstName: 'Val', lastName: 'Volunteer' }),
    t.signedIn('Volunteer', { frontPermissions: ['issueTrackingWarnings'] }),
    t.signedIn('Volunteer', { frontPermissions: ['issueBlueSquare'] }),
    t.signedIn('Volunteer', { frontPermissions: ['deactivateWarningTracker'] }),
  ]);
});

describe('warning descriptions', () => {
  it('adds a description last in order, and anyone signed in reads them', async () => {
    const res = await addDescription(admin, {
      newWarning: 'Log Time to Tasks',
      activeWarning: true,
      isPermanent: true,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<WarningDescriptionsChangedJson>();
    const added = body.currentWarningDescriptions.at(-1);
    expect(added).toMatchObject({
      warningTitle: 'Log Time to Tasks',
      activeWarning: true,
      isPermanent: true,
      abbreviation: 'LTTT',
    });
    const second = await descriptionNamed('Better Descriptions');
    expect(second.order).toBeGreaterThan(added!.order);
    const read = await call(volunteer, 'GET', '/api/currentWarnings');
    expect(read.statusCode).toBe(200);
    expect(read.json<{ currentWarningDescriptions: unknown[] }>().currentWarningDescriptions).toHaveLength(2);
  });

  it('refuses a title starting with anything but a letter, and a duplicate ignoring case, writing nothing', async () => {
    const before = await descriptionCount();
    for (const newWarning of ['#Tasks', ' 1 Tasks', '-x']) {
      const res = await addDescription(admin, { newWarning });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Warnings cannot have special characters as the first letter',
      });
    }
    const res = await addDescription(owner, { newWarning: '  log time TO tasks ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WARNING_DESCRIPTION_EXISTS',
      field: 'newWarning',
      message: 'Warning already exists, please try a different name',
    });
    expect(await descriptionCount()).toBe(before);
  });

  it('keeps one of ten concurrent adds of a title and refuses the rest as duplicates', async () => {
    const before = await descriptionCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        addDescription(admin, { newWarning: i % 2 ? 'Race Title' : 'race title' }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(400)]);
    for (const res of answers.filter((answer) => answer.statusCode === 400))
      expect(res.json()).toMatchObject({ code: 'WARNING_DESCRIPTION_EXISTS', field: 'newWarning' });
    expect(await descriptionCount()).toBe(before + 1);
    const added = (await db.select().from(warningDescriptions)).find(
      (row) => row.title.toLowerCase() === 'race title',
    );
    await db.delete(warningDescriptions).where(eq(warningDescriptions.id, added!.id));
  });

  it('refuses those without addWarningTracker with 403, and bad input with 400, writing nothing', async () => {
    const before = await descriptionCount();
    for (const caller of [volunteer, warner]) {
      expect((await addDescription(caller, { newWarning: 'Extra' })).statusCode).toBe(403);
    }
    for (const body of [
      {},
      { newWarning: 42 },
      { newWarning: 'a'.repeat(5000) },
      { newWarning: 'Bad\u0000' },
      { newWarning: 'Ok', activeWarning: 'yes' },
    ]) {
      const res = await addDescription(admin, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await descriptionCount()).toBe(before);
  });

  it('renames a description, refusing a taken title and an unknown id', async () => {
    const description = await descriptionNamed('Log Time as You Go');
    const res = await call(admin, 'PUT', '/api/currentWarnings/edit', {
      editedWarning: { _id: description._id, warningTitle: 'Log Time As You Go Please' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Warning was succesfully edited!' });
    const taken = await call(admin, 'PUT', '/api/currentWarnings/edit', {
      editedWarning: { _id: description._id, warningTitle: 'BETTER descriptions' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: 'Warning already exists, please try a different name' });
    for (const _id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await call(admin, 'PUT', '/api/currentWarnings/edit', {
        editedWarning: { _id, warningTitle: 'Anything' },
      });
      expect(unknown.statusCode).toBe(404);
    }
    const refused = await call(volunteer, 'PUT', '/api/currentWarnings/edit', {
      editedWarning: { _id: description._id, warningTitle: 'Sneaky' },
    });
    expect(refused.statusCode).toBe(403);
    const [row] = await db
      .select()
      .from(warningDescriptions)
      .where(eq(warningDescriptions.id, description._id));
    expect(row?.title).toBe('Log Time As You Go Please');
  });

  it('deactivates and reactivates a description with the matching permission, keeping its warnings', async () => {
    const description = await descriptionNamed('Intangible Time Log');
    expect((await issue(admin, volunteer.id, yellow('Intangible Time Log'))).statusCode).toBe(201);
    const toggle = (caller: Caller) => call(caller, 'PUT', `/api/currentWarnings/${description._id}`);

    const off = await toggle(deactivator);
    expect(off.statusCode).toBe(200);
    expect(
      off
        .json<WarningDescriptionsChangedJson>()
        .currentWarningDescriptions.find((d) => d._id === description._id)?.activeWarning,
    ).toBe(false);
    const hidden = (await call(volunteer, 'GET', `/api/warnings/${volunteer.id}`)).json<WarningsOfUserJson>();
    expect(trackerOf(hidden, 'Intangible Time Log')).toBeUndefined();
    expect((await issue(admin, volunteer.id, yellow('Intangible Time Log'))).statusCode).toBe(404);

    // Reactivating needs reactivateWarningTracker, which the deactivator lacks.
    expect((await toggle(deactivator)).statusCode).toBe(403);
    expect((await toggle(volunteer)).statusCode).toBe(403);
    expect((await toggle(admin)).statusCode).toBe(200);
    const shown = (await call(volunteer, 'GET', `/api/warnings/${volunteer.id}`)).json<WarningsOfUserJson>();
    expect(trackerOf(shown, 'Intangible Time Log')?.warnings).toHaveLength(1);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000'])
      expect((await call(admin, 'PUT', `/api/currentWarnings/${id}`)).statusCode).toBe(404);
  });

  it('deletes a description and its warnings; a permanent one is 409', async () => {
    const description = await descriptionNamed('Short Lived');
    expect((await issue(admin, volunteer.id, yellow('Short Lived'))).statusCode).toBe(201);
    expect((await call(volunteer, 'DELETE', `/api/currentWarnings/${description._id}`)).statusCode).toBe(403);
    const res = await call(admin, 'DELETE', `/api/currentWarnings/${description._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Deletion was successful' });
    const left = await db.select().from(userWarnings).where(eq(userWarnings.descriptionId, description._id));
    expect(left).toHaveLength(0);

    const permanent = (await call(admin, 'GET', '/api/currentWarnings'))
      .json<WarningDescriptionsChangedJson>()
      .currentWarningDescriptions.find((d) => d.isPermanent)!;
    const refused = await call(owner, 'DELETE', `/api/currentWarnings/${permanent._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WARNING_DESCRIPTION_PERMANENT' });
    expect((await call(admin, 'DELETE', '/api/currentWarnings/xyz')).statusCode).toBe(404);
  });
});

describe('a user’s warnings', () => {
  it('is read by the person and by those who see the tracking overview; others 403, unknown 404', async () => {
    const own = await call(volunteer, 'GET', `/api/warnings/${volunteer.id}`);
    expect(own.statusCode).toBe(201);
    expect(own.json<WarningsOfUserJson>().warnings.map((w) => w.title)).toContain('Better Descriptions');
    expect((await call(admin, 'GET', `/api/warnings/${volunteer.id.toUpperCase()}`)).statusCode).toBe(201);
    expect((await call(warner, 'GET', `/api/warnings/${volunteer.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/warnings/not-an-id')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/warnings/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('issues a yellow warning with issueTrackingWarnings, signed by the caller', async () => {
    const target = await t.createUser();
    const res = await issue(warner, target.id, yellow('Better Descriptions'));
    expect(res.statusCode).toBe(201);
    const [warning] = trackerOf(res.json<WarningsOfUserJson>(), 'Better Descriptions')!.warnings;
    expect(warning).toMatchObject({
      color: 'yellow',
      description: 'Better Descriptions',
      monitorData: { email: warner.email },
    });
    expect(warning!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a red warning without issueBlueSquare and a yellow one without issueTrackingWarnings, writing nothing', async () => {
    const target = await t.createUser();
    const before = await warningCount();
    const squaresBefore = (await db.select({ n: count() }).from(blueSquares))[0]?.n;
    expect((await issue(warner, target.id, red('Better Descriptions'))).statusCode).toBe(403);
    expect((await issue(squarer, target.id, yellow('Better Descriptions'))).statusCode).toBe(403);
    expect((await issue(volunteer, volunteer.id, yellow('Better Descriptions'))).statusCode).toBe(403);
    expect(await warningCount()).toBe(before);
    expect((await db.select({ n: count() }).from(blueSquares))[0]?.n).toBe(squaresBefore);
  });

  it('adds a blue square to the profile with a red warning, and its e-mail', async () => {
    const target = await t.signedIn('Volunteer');
    const res = await issue(squarer, target.id, red('Better Descriptions'));
    expect(res.statusCode).toBe(201);
    expect(trackerOf(res.json<WarningsOfUserJson>(), 'Better Descriptions')!.warnings[0]).toMatchObject({
      color: 'red',
    });
    const squares = await db.select().from(blueSquares).where(eq(blueSquares.userId, target.id));
    expect(squares).toHaveLength(1);
    expect(squares[0]!.description).toContain('Better Descriptions');
    const profile = await call(target, 'GET', `/api/userProfile/${target.id}`);
    expect(JSON.stringify(profile.json())).toContain('Better Descriptions');
    expect((await emailsTo(target.email)).map((e) => e.subject)).toContain('New Infringement Assigned');
  });

  it('e-mails the person from the third yellow warning of a kind', async () => {
    const target = await t.createUser();
    for (let n = 1; n <= 2; n += 1)
      expect((await issue(admin, target.id, yellow('Better Descriptions'))).statusCode).toBe(201);
    expect(await emailsTo(target.email)).toHaveLength(0);
    expect((await issue(admin, target.id, yellow('Log Time to Tasks'))).statusCode).toBe(201);
    expect(await emailsTo(target.email)).toHaveLength(0);
    expect((await issue(admin, target.id, yellow('Better Descriptions'))).statusCode).toBe(201);
    const emails = await emailsTo(target.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Warning received: Better Descriptions');
    expect((await issue(admin, target.id, yellow('Better Descriptions'))).statusCode).toBe(201);
    expect(await emailsTo(target.email)).toHaveLength(2);
  });

  it('holds at most 8 warnings of a description: the 9th is 422, writing nothing', async () => {
    const target = await t.createUser();
    for (let n = 1; n <= 8; n += 1)
      expect((await issue(admin, target.id, yellow('Log Time to Tasks'))).statusCode).toBe(201);
    const before = await warningCount();
    const ninth = await issue(admin, target.id, red('Log Time to Tasks'));
    expect(ninth.statusCode).toBe(422);
    expect(ninth.json()).toMatchObject({ code: 'WARNING_LIMIT_REACHED' });
    expect(await warningCount()).toBe(before);
    expect(await db.select().from(blueSquares).where(eq(blueSquares.userId, target.id))).toHaveLength(0);
  });

  it('keeps the cap under ten concurrent warnings', async () => {
    const target = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => issue(admin, target.id, yellow('Better Descriptions'))),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(8);
    expect(codes.filter((c) => c === 422)).toHaveLength(2);
    expect(await db.select().from(userWarnings).where(eq(userWarnings.userId, target.id))).toHaveLength(8);
  });

  it('refuses hostile input with 400 or 404, never 5xx, writing nothing', async () => {
    const target = await t.createUser();
    const before = await warningCount();
    const bodies = [
      {},
      { iconId: 'a', color: 'blue', description: 'Better Descriptions' },
      { iconId: 'a', color: 'yellow', description: 42 },
      { iconId: 'a'.repeat(1000), color: 'yellow', description: 'Better Descriptions' },
      { iconId: 'a', color: 'yellow', description: 'x'.repeat(100_000) },
      { iconId: 'a\u0000', color: 'yellow', description: 'Better Descriptions' },
      { iconId: ['a'], color: 'yellow', description: 'Better Descriptions' },
    ];
    for (const body of bodies) expect((await issue(admin, target.id, body)).statusCode).toBe(400);
    expect((await issue(admin, target.id, yellow('No Such Kind'))).statusCode).toBe(404);
    expect((await issue(admin, 'not-a-uuid', yellow('Better Descriptions'))).statusCode).toBe(404);
    expect(
      (await issue(admin, '00000000-0000-4000-8000-000000000000', yellow('Better Descriptions'))).statusCode,
    ).toBe(404);
    expect(await warningCount()).toBe(before);
  });

  it('deletes a warning with deleteWarning only; unknown ones are 404', async () => {
    const target = await t.createUser();
    const issued = (await issue(admin, target.id, yellow('Better Descriptions'))).json<WarningsOfUserJson>();
    const warningId = trackerOf(issued, 'Better Descriptions')!.warnings[0]!._id;
    const remove = (caller: Caller, userId: string, body: object) =>
      call(caller, 'DELETE', `/api/warnings/${userId}`, body);
    expect((await remove(warner, target.id, { warningId })).statusCode).toBe(403);
    expect((await remove(admin, volunteer.id, { warningId })).statusCode).toBe(404);
    expect((await remove(admin, target.id, { warningId: 'nope' })).statusCode).toBe(404);
    expect((await remove(admin, target.id, { warningId: 5 })).statusCode).toBe(400);
    expect(await db.select().from(userWarnings).where(eq(userWarnings.id, warningId))).toHaveLength(1);
    const res = await remove(admin, target.id, { warningId });
    expect(res.statusCode).toBe(201);
    expect(trackerOf(res.json<WarningsOfUserJson>(), 'Better Descriptions')!.warnings).toHaveLength(0);
  });
});
