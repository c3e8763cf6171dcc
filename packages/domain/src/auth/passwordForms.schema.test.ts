import { describe, expect, it } from 'vitest';
import { forgotPasswordMessages, passwordMessages } from '../messages';
import { forcedPasswordChangeForm, forgotPasswordForm } from './passwordForms.schema';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('forcedPasswordChangeForm', () => {
  it('accepts a digit or a special character with both cases', () => {
    expect(
      forcedPasswordChangeForm.safeParse({ newpassword: 'Abcdefg1', confirmnewpassword: 'Abcdefg1' }).success,
    ).toBe(true);
    expect(
      forcedPasswordChangeForm.safeParse({ newpassword: 'Abcdefg!', confirmnewpassword: 'Abcdefg!' }).success,
    ).toBe(true);
  });

  it('refuses a weak password with the rule and a different confirmation', () => {
    expect(
      issues(forcedPasswordChangeForm.safeParse({ newpassword: 'abcdefg1', confirmnewpassword: 'abcdefg1' })),
    ).toEqual({
      newpassword: passwordMessages.forcedChangeRule,
    });
    expect(
      issues(forcedPasswordChangeForm.safeParse({ newpassword: 'Abcdefg1', confirmnewpassword: 'Abcdefg2' })),
    ).toEqual({
      confirmnewpassword: passwordMessages.confirmMismatch,
    });
  });
});

describe('forgotPasswordForm', () => {
  it('says which field is empty and checks the e-mail', () => {
    expect(issues(forgotPasswordForm.safeParse({ email: '', firstName: '', lastName: '' }))).toEqual({
      email: forgotPasswordMessages.emailRequired,
      firstName: forgotPasswordMessages.firstNameRequired,
      lastName: forgotPasswordMessages.lastNameRequired,
    });
    expect(issues(forgotPasswordForm.safeParse({ email: 'nope', firstName: 'A', lastName: 'B' }))).toEqual({
      email: forgotPasswordMessages.emailInvalid,
    });
  });

  it("gives a blank name the other field's text, as the original did", () => {
    expect(
      issues(forgotPasswordForm.safeParse({ email: 'a@b.org', firstName: '   ', lastName: '  ' })),
    ).toEqual({
      firstName: forgotPasswordMessages.lastNameRequired,
      lastName: forgotPasswordMessages.firstNameRequired,
    });
  });

  it('trims and lowercases what it sends', () => {
    expect(
      forgotPasswordForm.parse({ email: ' Sam@Example.ORG ', firstName: ' Sam ', lastName: 'Lee ' }),
    ).toEqual({
      email: 'sam@example.org',
      firstName: 'Sam',
      lastName: 'Lee',
    });
  });
});
