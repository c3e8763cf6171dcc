import { describe, expect, it } from 'vitest';
import {
  authMessages,
  badgeMessages,
  emptyStateMessages,
  forgotPasswordMessages,
  infoMessages,
  notificationMessages,
  passwordMessages,
  profileMessages,
  projectMessages,
  setupMessages,
  shellMessages,
  teamMessages,
  toolMessages,
} from './index';

// The spec's texts, typed out again here on purpose: a change to a catalogue entry must be deliberate.
describe('message catalogue', () => {
  it('keeps the shell texts', () => {
    expect(shellMessages.unexpectedError).toBe('Unexpected error');
    expect(shellMessages.serverOffline).toBe(
      '503 (The server is temporarily offline. Please try again later.)',
    );
    expect(shellMessages.pageNotFound).toBe('PAGE NOT FOUND');
    expect(shellMessages.httpError(404, 'Not Found')).toBe('404 (Not Found)');
  });

  it('keeps the server auth bodies', () => {
    expect(authMessages.usernameNotFound).toBe('Username not found.');
    expect(authMessages.invalidPassword).toBe('Invalid password.');
    expect(authMessages.accountInactive).toBe(
      'Sorry, this account is no longer active. If you feel this is in error, please contact your Manager and/or Administrator.',
    );
    expect(passwordMessages.requiredFieldsMissing).toBe('One of more required fields are missing');
    expect(passwordMessages.notYourPassword).toBe("You are unauthorized to update this user's password");
  });

  it('keeps the spelling of the original texts', () => {
    expect(profileMessages.saveErrorTitle).toBe('Error occured');
    expect(profileMessages.saveError).toBe(
      'Sorry an error occured while trying to save. Please try again another time.',
    );
    expect(profileMessages.locationLookupFailed('ZERO_RESULTS')).toBe('An error occured: ZERO_RESULTS');
    expect(profileMessages.firstNameRequired).toBe("First Name Can't be null");
    expect(profileMessages.lastNameRequired).toBe("Last Name Can't be Null");
  });

  it('keeps the team, project, badge and info texts', () => {
    expect(teamMessages.userAlreadyInTeam).toBe(
      'Your user has been found in this team. Please select another team to add your user.',
    );
    expect(teamMessages.deleted).toBe('Team Deleted successfully');
    expect(projectMessages.alreadyAssigned).toBe('Great idea, but they already have that one! Pick another!');
    expect(projectMessages.nameRequiredToAssign).toBe('Hey, You need to pick a project first!');
    expect(badgeMessages.assignFailed).toBe('Oops, something is wrong!');
    expect(infoMessages.saved).toBe('✔ The info was saved successfully!');
  });

  it('keeps the building area texts', () => {
    expect(toolMessages.toolCreated('Hammer')).toBe('Created a new Tool Type "Hammer" successfully.');
  });

  it('keeps the setup, forgot-password and notification texts', () => {
    expect(setupMessages.emailInUse).toBe('This email is already in use, Please contact your manager');
    expect(setupMessages.passwordRule).toBe(
      'Password must contain special characters [!@#$%^&*(),.?":{}|<>], Uppercase, Lowercase and Number.',
    );
    expect(setupMessages.invalidLinkReason('EXPIRED')).toBe('This invitation has expired.');
    expect(setupMessages.invalidLinkReason('SOMETHING_ELSE')).toBe(setupMessages.invalidLinkFallback);
    expect(forgotPasswordMessages.failed).toBe(
      "Well bummer, your entries don't match what is in our system. Don't give up though, you can do this!",
    );
    expect(notificationMessages.forStatus(403)).toBe('You are forbidden to access the resource.');
    expect(notificationMessages.forStatus(418)).toBe('Fetch unread notifications: Unexpected Error.');
    expect(emptyStateMessages.noToolsToCheck).toBe('There are no tools to check in/out for this project.');
  });
});
