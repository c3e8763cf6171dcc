import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../messages';
import { forcedChangePassword, passwordChangeInput, strongPassword } from './passwords';

describe('password rules', () => {
  it('asks the change form for upper, lower, digit and a special character', () => {
    expect(strongPassword.safeParse('Abcdef1!').success).toBe(true);
    expect(strongPassword.safeParse('Abcdefg1').error?.issues[0]?.message).toBe(
      passwordMessages.newPasswordRule,
    );
    expect(strongPassword.safeParse('Ab1!').error?.issues[0]?.message).toBe(
      passwordMessages.newPasswordTooShort,
    );
  });

  it('lets the forced change use a digit or a special character', () => {
    expect(forcedChangePassword.safeParse('Abcdefg1').success).toBe(true);
    expect(forcedChangePassword.safeParse('Abcdefg!').success).toBe(true);
    expect(forcedChangePassword.safeParse('abcdefg1').success).toBe(false);
  });

  it('checks the confirmation and refuses the old password', () => {
    const same = passwordChangeInput.safeParse({
      currentpassword: 'Abcdef1!',
      newpassword: 'Abcdef1!',
      confirmnewpassword: 'Abcdef1!',
    });
    expect(same.error?.issues[0]).toMatchObject({
      path: ['newpassword'],
      message: passwordMessages.sameAsOld,
    });
    const differ = passwordChangeInput.safeParse({
      currentpassword: 'Old!pass1',
      newpassword: 'Abcdef1!',
      confirmnewpassword: 'Abcdef1?',
    });
    expect(differ.error?.issues[0]).toMatchObject({
      path: ['confirmnewpassword'],
      message: passwordMessages.confirmMismatch,
    });
  });
});
