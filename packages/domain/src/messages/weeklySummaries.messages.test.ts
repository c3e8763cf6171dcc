import { describe, expect, it } from 'vitest';
import { weeklySummaryMessages } from './weeklySummaries.messages';

// The spec's texts, typed out again here on purpose: a change to a catalogue entry must be deliberate.
describe('weekly summary messages', () => {
  it('keeps the rules’ texts of spec 001 section 5', () => {
    expect(weeklySummaryMessages.minimumWords).toBe('The summary must contain a minimum of 50 words.');
    expect(weeklySummaryMessages.inlineMinimumWords).toBe(
      'Please enter a valid summary with at least 50 words.',
    );
    expect(weeklySummaryMessages.mediaConfirm).toBe(
      'Please confirm that you have provided the required media files.',
    );
    expect(weeklySummaryMessages.editorConfirm).toBe(
      'Please confirm that you used an AI editor to write your summary.',
    );
    expect(weeklySummaryMessages.proofreadConfirm).toBe(
      'Please confirm that you have proofread your summary.',
    );
    expect(weeklySummaryMessages.picturesNotAllowed).toBe('Pictures are not allowed here!');
  });

  it('keeps the notices of spec 001 section 8', () => {
    expect(weeklySummaryMessages.saved).toBe('✔ The data was saved successfully!');
    expect(weeklySummaryMessages.notSaved).toBe('✘ The data could not be saved!');
    expect(weeklySummaryMessages.timesUp).toBe("Time's up!");
    expect(weeklySummaryMessages.fetchError).toBe('Fetch error!');
  });
});
