import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGE_MAX, notificationInput, sendNotificationMessages } from './notification.schema';
import { notificationJson } from './notificationJson';
import {
  canReadNotificationsOf,
  canSendNotifications,
  mayMarkNotificationRead,
  mayReadNotificationsOf,
} from './policies';

const actor = (role: string, userId = 'AAAA-1') => ({ userId, role, permissions: new Set<string>() });
const noInput = { params: {}, query: {}, body: undefined };
const ofUser = (userId: string | undefined) => ({ ...noInput, params: { userId } });

describe('a notification to send', () => {
  it('keeps the message and the recipient, trimmed', () => {
    expect(notificationInput.parse({ message: ' <p>Hi</p> ', recipient: ' u-1 ' })).toEqual({
      message: '<p>Hi</p>',
      recipient: 'u-1',
    });
  });

  it('needs a message and a recipient', () => {
    const issue = (input: unknown) => notificationInput.safeParse(input).error?.issues[0]?.message;
    expect(issue({ message: '   ', recipient: 'u-1' })).toBe(sendNotificationMessages.messageRequired);
    expect(issue({ recipient: 'u-1' })).toBe(sendNotificationMessages.messageRequired);
    expect(issue({ message: 'Hi', recipient: '' })).toBe(sendNotificationMessages.recipientRequired);
    expect(issue({ message: 'Hi', recipient: 42 })).toBe(sendNotificationMessages.recipientRequired);
  });

  it('bounds the message and the recipient', () => {
    expect(
      notificationInput.safeParse({ message: 'x'.repeat(NOTIFICATION_MESSAGE_MAX), recipient: 'u' }).success,
    ).toBe(true);
    expect(
      notificationInput.safeParse({ message: 'x'.repeat(NOTIFICATION_MESSAGE_MAX + 1), recipient: 'u' }).error
        ?.issues[0]?.message,
    ).toBe('Please use at most 10,000 characters.');
    expect(notificationInput.safeParse({ message: 'Hi', recipient: 'u'.repeat(513) }).success).toBe(false);
  });

  it('is answered in the original shape, with a sender that may be gone', () => {
    const answered = {
      _id: 'n-1',
      message: '<p>Hi</p>',
      sender: { firstName: 'Ada', lastName: 'Owner' },
      recipient: 'u-1',
      isSystemGenerated: false,
      isRead: false,
      createdTimeStamps: '2026-12-01T20:00:00.000Z',
    };
    expect(notificationJson.parse(answered)).toEqual(answered);
    expect(notificationJson.safeParse({ ...answered, sender: null }).success).toBe(true);
    expect(notificationJson.safeParse({ ...answered, extra: 1 }).success).toBe(false);
  });
});

describe('who may send, read and mark notifications', () => {
  it('lets Owners and Administrators send, and no one else', () => {
    expect(canSendNotifications(actor('Owner'))).toBe(true);
    expect(canSendNotifications(actor('Administrator'))).toBe(true);
    for (const role of ['Manager', 'Mentor', 'Core Team', 'Volunteer'])
      expect(canSendNotifications(actor(role)), role).toBe(false);
  });

  it("lets a person read their own, and Owners and Administrators anyone's", () => {
    expect(canReadNotificationsOf(actor('Volunteer'), 'aaaa-1')).toBe(true);
    expect(canReadNotificationsOf(actor('Manager'), 'bbbb-2')).toBe(false);
    expect(canReadNotificationsOf(actor('Administrator'), 'bbbb-2')).toBe(true);
    expect(mayReadNotificationsOf(actor('Volunteer'), ofUser('AAAA-1'))).toBe(true);
    expect(mayReadNotificationsOf(actor('Volunteer'), ofUser('bbbb-2'))).toBe(false);
    expect(mayReadNotificationsOf(actor('Owner'), ofUser('bbbb-2'))).toBe(true);
    expect(mayReadNotificationsOf(actor('Owner'), ofUser(undefined))).toBe(false);
  });

  it('lets only the recipient mark one read; a missing one goes through to its 404', () => {
    expect(mayMarkNotificationRead(actor('Volunteer'), noInput, 'aaaa-1')).toBe(true);
    expect(mayMarkNotificationRead(actor('Owner'), noInput, 'bbbb-2')).toBe(false);
    expect(mayMarkNotificationRead(actor('Owner'), noInput, undefined)).toBe(true);
  });
});
