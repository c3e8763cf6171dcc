// The sample organisation's task follow-ups, task notices and suggestions, notifications, e-mail
// lists, AI prompt, map entries and permission change logs, with the quirks of each (hgn-data §2.8,
// §2.11 to §2.14, §2.17, §2.19, §2.21, §2.22): duplicates left by upserts without a unique index,
// read notices, numbers and coordinates written as text, senders and people who are gone, markup to
// sanitise, a string `_id`, an address of a person among the outside subscribers; and a log of the
// header message's edits, which is not carried.
import { ObjectId, type Document } from 'bson';

const oid = () => new ObjectId();
const at = (seconds: number) => ObjectId.createFromTime(seconds);

type People = { owner: ObjectId; volunteer: ObjectId; gone: ObjectId };
type Work = { food: ObjectId; wbs: ObjectId; task: ObjectId; subtask: ObjectId };

export function miscCollections(ids: People & Work): Record<string, Document[]> {
  const { owner, volunteer, gone, food, wbs, task, subtask } = ids;
  return {
    followUps: [
      {
        _id: at(1_700_000_000),
        userId: owner,
        taskId: subtask,
        followUpCheck: false,
        followUpPercentageDeadline: 10,
      },
      {
        _id: at(1_700_000_100),
        userId: owner,
        taskId: subtask,
        followUpCheck: true,
        followUpPercentageDeadline: '50',
        acceptedPercentage: 40,
      },
      { _id: oid(), userId: volunteer, taskId: task, followUpCheck: true, followUpPercentageDeadline: 130 },
      { _id: oid(), userId: gone, taskId: task, followUpCheck: true },
      { _id: oid(), userId: volunteer, taskId: oid(), followUpCheck: true },
    ],
    taskNotifications: [
      {
        _id: at(1_700_000_000),
        userId: owner,
        taskId: subtask,
        taskNum: '1.1',
        isAcknowleged: 0,
        dateCreated: new Date('2023-01-01T00:00:00Z'),
        oldTask: {
          taskName: 'Dig the bed',
          priority: 'Primary',
          resources: [
            {
              userID: owner,
              name: 'Olive Owner',
              profilePic: 'data:image/png;base64,AA==',
              completedTask: false,
            },
            { userID: gone, name: 'Gone Person' },
          ],
          hoursBest: '3',
          dueDatetime: new Date('2026-12-01T08:00:00Z'),
          links: ['https://example.org/plan'],
          whyInfo: 'Beans',
        },
      },
      {
        _id: at(1_700_000_100),
        userId: owner,
        taskId: subtask,
        isAcknowleged: 0,
        oldTask: { taskName: 'Later' },
      },
      { _id: oid(), userId: volunteer, taskId: task, isAcknowleged: 1, oldTask: { taskName: 'Dig' } },
      { _id: oid(), userId: owner, taskId: oid(), isAcknowleged: 0, oldTask: { taskName: 'Gone' } },
    ],
    taskEditSuggestions: [
      {
        _id: at(1_700_000_000),
        userId: volunteer,
        user: 'Val Volunteer',
        taskId: task,
        wbsId: wbs,
        projectId: food,
        projectMembers: [{ _id: volunteer, firstName: 'Val', lastName: 'Volunteer' }],
        oldTask: { _id: task, taskName: 'Dig' },
        newTask: { taskName: 'Dig deeper' },
      },
      {
        _id: at(1_700_000_100),
        userId: volunteer,
        user: 'Val Volunteer',
        dateSuggested: new Date('2023-01-01T00:00:00Z'),
        taskId: task,
        wbsId: wbs,
        projectId: food,
        oldTask: { _id: task, taskName: 'Dig', priority: 'Primary' },
        newTask: {
          taskName: 'Dig much deeper',
          priority: 'Secondary',
          resources: [{ userID: volunteer, name: 'Val Volunteer', profilePic: 'x' }],
        },
      },
      {
        _id: oid(),
        userId: volunteer,
        user: 'Val',
        taskId: subtask,
        oldTask: { taskName: 'Dig the north bed' },
        newTask: { taskName: ' ' },
      },
      {
        _id: oid(),
        userId: gone,
        user: 'Gone',
        taskId: subtask,
        oldTask: { taskName: 'x' },
        newTask: { taskName: 'y' },
      },
    ],
    notifications: [
      {
        _id: oid(),
        message: '<p>Welcome to the garden<script>alert(1)</script></p>',
        sender: owner,
        recipient: volunteer,
        isSystemGenerated: false,
        isRead: false,
        createdTimeStamps: new Date('2026-10-01T17:00:00Z'),
      },
      { _id: oid(), message: '<p>Read already</p>', sender: gone, recipient: volunteer, isRead: true },
      { _id: oid(), message: '<img src="https://example.org/a.png">', sender: owner, recipient: volunteer },
      { _id: oid(), message: '<p>Gone</p>', sender: owner, recipient: gone },
    ],
    WeeklySummaryEmailAssignments: [
      { _id: oid(), email: 'VAL@example.org', assignedTo: volunteer },
      { _id: oid(), email: 'olive@old.example.org', assignedTo: owner },
      { _id: oid(), email: 'val@example.org', assignedTo: volunteer },
      { _id: oid(), email: 'gone@example.org', assignedTo: gone },
    ],
    emailSubscriptions: [
      {
        _id: oid(),
        email: 'friend@example.com',
        emailSubscriptions: true,
        isConfirmed: true,
        subscribedAt: new Date('2025-01-01T00:00:00Z'),
        confirmedAt: new Date('2025-01-02T00:00:00Z'),
      },
      {
        _id: oid(),
        email: 'waiting@example.com',
        isConfirmed: false,
        subscribedAt: new Date('2025-02-01T00:00:00Z'),
      },
      { _id: oid(), email: 'Friend@Example.com', isConfirmed: true },
      { _id: oid(), email: 'val@example.org', isConfirmed: true },
      { _id: oid(), email: 'left@example.com', emailSubscriptions: false },
      { _id: oid(), email: 'not an address' },
    ],
    weeklySummaryAIPrompt: [
      {
        _id: 'ai-prompt',
        aIPromptText: 'Please tidy my summary.',
        modifiedDatetime: new Date('2026-03-01T12:00:00Z'),
      },
    ],
    maplocations: [
      {
        _id: oid(),
        title: 'Prior to HGN Data Collection',
        firstName: 'Ada',
        lastName: 'Lovelace',
        jobTitle: 'Engineer',
        isActive: true,
        location: {
          userProvided: 'London',
          coords: { lat: '51.5', lng: '-0.12' },
          country: 'United Kingdom',
          city: 'London',
        },
      },
      {
        _id: oid(),
        firstName: 'No',
        lastName: 'Where',
        jobTitle: 'Cook',
        location: { userProvided: 'Somewhere', coords: { lat: 'north', lng: '1' }, country: 'X' },
      },
      {
        _id: oid(),
        firstName: '',
        lastName: 'Nameless',
        jobTitle: 'Cook',
        location: { userProvided: 'Paris', coords: { lat: '48.8', lng: '2.3' }, country: 'France' },
      },
    ],
    ownermessagelogs: [
      {
        _id: oid(),
        oldMessage: '',
        newMessage: 'Welcome',
        action: 'Update message',
        requestorId: owner,
        createdAt: new Date('2025-01-01T00:00:00Z'),
      },
    ],
    permissionChangeLogs: [
      {
        _id: oid(),
        logDateTime: '2025-03-04T10:00:00-08:00',
        roleId: oid(),
        roleName: 'Volunteer',
        permissions: ['postTimeEntry', 'seeBadges'],
        permissionsAdded: ['seeBadges'],
        permissionsRemoved: [],
        requestorId: owner,
        requestorRole: 'Owner',
        requestorEmail: 'olive.owner@example.org',
      },
      {
        _id: oid(),
        logDateTime: '2025-03-04T11:00:00-08:00',
        roleId: oid(),
        permissions: [],
        requestorEmail: 'x@example.org',
      },
    ],
    UserPermissionChangeLogs: [
      {
        _id: oid(),
        logDateTime: '2025-03-05T10:00:00-08:00',
        userId: volunteer,
        individualName: 'INDIVIDUAL: Val Volunteer',
        permissions: ['seeBadges'],
        permissionsAdded: ['seeBadges'],
        permissionsRemoved: [],
        requestorRole: 'Owner',
        requestorEmail: 'unknown',
      },
      {
        _id: oid(),
        logDateTime: '2025-03-05T11:00:00-08:00',
        userId: gone,
        permissions: [],
        requestorEmail: 'unknown',
      },
    ],
  };
}
