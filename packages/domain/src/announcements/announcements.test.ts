import { describe, expect, it } from 'vitest';
import { sendEmailsInput, subscriptionEmailInput } from './announcements.schema';
import { invalidRecipients, splitRecipients } from './recipients';

describe('announcement recipients', () => {
  it('splits a comma list or a list, trimming and keeping each address once ignoring case', () => {
    expect(splitRecipients(' a@example.org,B@example.org , b@EXAMPLE.org,,')).toEqual([
      'a@example.org',
      'B@example.org',
    ]);
    expect(splitRecipients(['a@example.org, c@example.org', 'A@example.org'])).toEqual([
      'a@example.org',
      'c@example.org',
    ]);
  });

  it('lists the addresses that are not addresses, as typed', () => {
    expect(invalidRecipients(['a@example.org', 'wrong', 'x@y', 'b@example.org'])).toEqual(['wrong', 'x@y']);
  });

  it('refuses an empty list and names the invalid ones in the spec words', () => {
    const message = (to: unknown) =>
      sendEmailsInput.safeParse({ to, subject: 'Hi', html: '<p>x</p>' }).error?.issues[0]?.message;
    expect(message(' , ')).toBe('Error: Empty Email List. Please enter AT LEAST One email.');
    expect(message([])).toBe('Error: Empty Email List. Please enter AT LEAST One email.');
    expect(message('ok@example.org, bad, worse@')).toBe('Error: Invalid email addresses: bad, worse@');
    expect(sendEmailsInput.parse({ to: 'ok@example.org', subject: 'Hi', html: '<p>x</p>' }).to).toEqual([
      'ok@example.org',
    ]);
  });

  it('lower-cases a subscription address and refuses one that is not an address', () => {
    expect(subscriptionEmailInput.parse({ email: ' Reader@Example.ORG ' }).email).toBe('reader@example.org');
    expect(subscriptionEmailInput.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
  });
});
