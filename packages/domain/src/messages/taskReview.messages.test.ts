import { describe, expect, it } from 'vitest';
import { taskReviewMessages } from './taskReview.messages';

// The spec's texts, typed out again here on purpose: a change to a catalogue entry must be deliberate.
describe('task review messages', () => {
  it('keeps the related-work link texts', () => {
    expect(taskReviewMessages.linkRequired).toBe('A valid URL is required for review');
    expect(taskReviewMessages.linkNotHttps).toBe("Please enter a valid URL starting with 'https://'.");
    expect(taskReviewMessages.linkTooShort).toBe(
      'Invalid URL. Please enter a valid URL of at least 20 characters',
    );
  });

  it('keeps the task and follow-up texts', () => {
    expect(taskReviewMessages.markedDone).toBe('Task is successfully marked as done.');
    expect(taskReviewMessages.userRemoved).toBe('User has been removed from the task successfully.');
    expect(taskReviewMessages.updateFailed).toBe('Failed to update task');
    expect(taskReviewMessages.followUpLoadFailed).toBe('Error: loading follow-up data.');
    expect(taskReviewMessages.followUpSetFailed).toBe('Error: Unable to set follow-up.');
    expect(taskReviewMessages.reviewRequestSubject('Ada Lovelace')).toBe('Review Request from Ada Lovelace');
  });
});
