import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { importSample, signedInReader } from '../../test/hgnDump.js';
import { emailSubscriptions } from '../features/announcements/emailSubscriptions.table.js';
import { tasks } from '../features/tasks/tasks.table.js';
import { users } from '../features/users/users.table.js';

const t = await createTestApp();

describe('import-hgn: task follow-ups, notices and suggestions, notifications, e-mail lists, the AI prompt, the map and permission logs', () => {
  it('carries each into its place, one per key, and skips or repairs what does not fit, counted', async () => {
    const db = t.database.db;
    const lines = await importSample(db, 'bson');
    const [owner] = await db.select().from(users).where(eq(users.email, 'olive.owner@example.org'));
    const [val] = await db.select().from(users).where(eq(users.email, 'val@example.org'));
    const [dig] = await db.select().from(tasks).where(eq(tasks.name, 'Dig'));
    const [bed] = await db.select().from(tasks).where(eq(tasks.name, 'Dig the north bed'));
    const asOwner = await signedInReader(t.app, 'olive.owner@example.org');
    const asVal = await signedInReader(t.app, 'val@example.org');

    expect(lines).toMatch(/followUps\s+5\s+2\s+0\s+0\s+3/);
    expect(lines).toContain(
      '1 × followUps: another follow-up of the same person and task (the newest is kept)',
    );
    expect(lines).toContain('1 × followUps: its task is not in tasks');
    expect(lines).toContain('1 × followUps: a percentage outside 0 to 100, brought within');
    const followUps = await asVal<Array<Record<string, unknown>>>('/api/followup');
    expect(followUps).toEqual(
      expect.arrayContaining([
        { userId: owner!.id, taskId: bed!.id, followUpCheck: true, followUpPercentageDeadline: 50 },
        { userId: val!.id, taskId: dig!.id, followUpCheck: true, followUpPercentageDeadline: 100 },
      ]),
    );
    expect(followUps).toHaveLength(2);

    expect(lines).toMatch(/taskNotifications\s+4\s+1\s+0\s+0\s+3/);
    expect(lines).toContain('1 × taskNotifications: it was read');
    expect(lines).toContain(
      '1 × taskNotifications: another unread notice of the same person and task (the first is kept)',
    );
    expect(lines).toContain(
      '1 × taskNotifications: a person of the task who is not in userProfiles, left out',
    );
    const notices =
      await asOwner<Array<{ taskId: string; oldTask: unknown; newTask: { taskName: string } }>>(
        '/api/tasknotification',
      );
    expect(notices).toEqual([
      expect.objectContaining({
        taskId: bed!.id,
        oldTask: {
          taskName: 'Dig the bed',
          priority: 'Primary',
          resources: [{ userID: owner!.id, name: 'Olive Owner', completedTask: false }],
          hoursBest: 3,
          dueDatetime: '2026-12-01T08:00:00.000Z',
          links: ['https://example.org/plan'],
          whyInfo: 'Beans',
        },
      }),
    ]);
    expect(notices[0]!.newTask.taskName).toBe('Dig the north bed');

    expect(lines).toMatch(/taskEditSuggestions\s+4\s+1\s+0\s+0\s+3/);
    expect(lines).toContain(
      '1 × taskEditSuggestions: another suggestion for the same task (the newest is kept)',
    );
    expect(lines).toContain('1 × taskEditSuggestions: its newTask is not what a task may be changed to');
    const suggestions = await asOwner<Array<Record<string, unknown>>>('/api/taskeditsuggestion');
    expect(suggestions).toEqual([
      expect.objectContaining({
        taskId: dig!.id,
        user: 'Val Volunteer',
        userId: val!.id,
        dateSuggested: new Date(1_700_000_100_000).toISOString(),
        oldTask: { taskName: 'Dig', priority: 'Primary' },
        newTask: {
          taskName: 'Dig much deeper',
          priority: 'Secondary',
          resources: [{ userID: val!.id, name: 'Val Volunteer' }],
        },
      }),
    ]);

    expect(lines).toMatch(/notifications\s+4\s+2\s+0\s+0\s+2/);
    expect(lines).toContain('1 × notifications: its message has no text');
    expect(lines).toContain('1 × notifications: a sender who is not in userProfiles, left empty');
    const notifications = await asVal<Array<Record<string, unknown>>>(`/api/notification/user/${val!.id}`);
    // Newest first: the second, without a date of its own, dates from its ObjectId (now).
    expect(notifications).toEqual([
      expect.objectContaining({
        message: '<p>Read already</p>',
        isRead: true,
        isSystemGenerated: true,
        sender: null,
      }),
      expect.objectContaining({
        message: '<p>Welcome to the garden</p>',
        isRead: false,
        isSystemGenerated: false,
        sender: { firstName: 'Olive', lastName: 'Owner' },
        createdTimeStamps: '2026-10-01T17:00:00.000Z',
      }),
    ]);

    expect(lines).toMatch(/WeeklySummaryEmailAssignments\s+4\s+2\s+0\s+0\s+2/);
    expect(lines).toContain(
      '1 × WeeklySummaryEmailAssignments: an address that is not the person’s: the e-mail goes to the person’s',
    );
    const recipients = await asOwner<Array<{ _id: string; email: string }>>('/api/reports/getrecepients');
    expect(recipients.map((person) => person._id).sort()).toEqual([owner!.id, val!.id].sort());

    expect(lines).toMatch(/emailSubscriptions\s+6\s+2\s+0\s+0\s+4/);
    expect(lines).toContain(
      '1 × emailSubscriptions: its address is a person’s, who chooses on their profile',
    );
    expect(lines).toContain('1 × emailSubscriptions: it is unsubscribed');
    expect(
      await db
        .select({
          email: emailSubscriptions.email,
          requestedAt: emailSubscriptions.requestedAt,
          confirmedAt: emailSubscriptions.confirmedAt,
        })
        .from(emailSubscriptions)
        .orderBy(emailSubscriptions.email),
    ).toEqual([
      {
        email: 'friend@example.com',
        requestedAt: new Date('2025-01-01T00:00:00Z'),
        confirmedAt: new Date('2025-01-02T00:00:00Z'),
      },
      { email: 'waiting@example.com', requestedAt: new Date('2025-02-01T00:00:00Z'), confirmedAt: null },
    ]);

    expect(lines).toMatch(/weeklySummaryAIPrompt\s+1\s+1\s+0\s+0\s+0/);
    expect(await asVal('/api/dashboard/aiPrompt')).toEqual({
      _id: 'ai-prompt',
      aIPromptText: 'Please tidy my summary.',
      modifiedDatetime: '2026-03-01T12:00:00.000Z',
    });

    expect(lines).toMatch(/maplocations\s+3\s+1\s+0\s+0\s+2/);
    expect(lines).toContain('1 × maplocations: its coordinates are not a latitude and a longitude');
    expect(lines).toContain('1 × maplocations: its name, job title or place is missing');
    const map = await asVal<{ mUsers: Array<Record<string, unknown>> }>('/api/mapLocations');
    expect(map.mUsers).toEqual([
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'Lovelace',
        jobTitle: 'Engineer',
      }),
    ]);
    expect(map.mUsers[0]!.location).toMatchObject({ coords: { lat: 51.5, lng: -0.12 }, city: 'London' });

    expect(lines).toMatch(/permissionChangeLogs\s+2\s+1\s+0\s+0\s+1/);
    expect(lines).toMatch(/UserPermissionChangeLogs\s+2\s+1\s+0\s+0\s+1/);
    expect(lines).toContain(
      '1 × UserPermissionChangeLogs: a change by someone who is not in userProfiles, kept without them',
    );
    const log = await asOwner<Array<Record<string, unknown>>>(`/api/permissionChangeLogs/${owner!.id}`);
    expect(log).toEqual([
      expect.objectContaining({
        logDateTime: '2025-03-05T18:00:00.000Z',
        userId: val!.id,
        individualName: 'Val Volunteer',
        permissionsAdded: ['seeBadges'],
        requestorName: '',
        requestorEmail: 'unknown',
      }),
      expect.objectContaining({
        logDateTime: '2025-03-04T18:00:00.000Z',
        roleName: 'Volunteer',
        permissionsAdded: ['seeBadges'],
        requestorId: owner!.id,
        requestorName: 'Olive Owner',
        requestorRole: 'Owner',
      }),
    ]);
  });
});
