import { describe, expect, it } from 'vitest';
import {
  changedWeeks,
  formErrors,
  mediaUrlError,
  summaryError,
  timeLeftText,
  weeksToSave,
  wordCountText,
  type SummaryFormValues,
} from './weeklySummaryFormModel';

const words = (count: number) => `<p>${Array.from({ length: count }, (_, i) => `w${i}`).join(' ')}</p>`;

const values = (overrides: Partial<SummaryFormValues> = {}): SummaryFormValues => ({
  summaries: ['', '', '', ''],
  mediaUrl: 'https://drive.example.org/x',
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
  ...overrides,
});

describe('the weekly summary form', () => {
  it('takes an empty summary or one of 50 words and more, never a picture', () => {
    expect(summaryError('')).toBeNull();
    expect(summaryError(words(50))).toBeNull();
    expect(summaryError(words(49))).toBe('The summary must contain a minimum of 50 words.');
    expect(summaryError(`${words(60)}<img src="x.png">`)).toBe('Pictures are not allowed here!');
  });

  it('needs a media link on the web', () => {
    expect(mediaUrlError('https://drive.example.org/x')).toBeNull();
    expect(mediaUrlError('   ')).toBe('Please enter the link to your media files.');
    expect(mediaUrlError('javascript:alert(1)')).toBe(
      'Please enter a valid media link starting with http:// or https://.',
    );
  });

  it('saves the weeks changed, or the week shown when only the link changed', () => {
    const stored = ['', words(50), '', ''];
    expect(changedWeeks(values({ summaries: ['', words(50), '', ''] }), stored)).toEqual([]);
    expect(weeksToSave(values({ summaries: ['', words(50), '', ''] }), stored, 2)).toEqual([2]);
    expect(weeksToSave(values({ summaries: [words(55), '', '', words(51)] }), stored, 0)).toEqual([0, 1, 3]);
  });

  it('lists every problem of the weeks saved, each confirmation in its own words', () => {
    expect(formErrors(values(), [0])).toEqual({});
    expect(
      formErrors(
        values({
          summaries: [words(10), '', '', ''],
          mediaUrl: '',
          mediaConfirm: false,
          editorConfirm: false,
          proofreadConfirm: false,
        }),
        [0],
      ),
    ).toEqual({
      summary: 'The summary must contain a minimum of 50 words.',
      mediaUrl: 'Please enter the link to your media files.',
      mediaConfirm: 'Please confirm that you have provided the required media files.',
      editorConfirm: 'Please confirm that you used an AI editor to write your summary.',
      proofreadConfirm: 'Please confirm that you have proofread your summary.',
    });
    // A week not saved does not hold the form back.
    expect(formErrors(values({ summaries: ['', words(10), '', ''] }), [0])).toEqual({});
  });

  it('counts words and says how many more a summary needs', () => {
    expect(wordCountText('')).toBe('0 words');
    expect(wordCountText('<p>one</p>')).toBe('1 word (49 more needed)');
    expect(wordCountText(words(50))).toBe('50 words');
  });

  it('counts down to the due date and stops there', () => {
    const due = new Date('2026-11-29T07:59:59.999Z');
    expect(timeLeftText(due, new Date('2026-11-27T07:59:58.999Z'))).toBe('2 days 00:00:01');
    expect(timeLeftText(due, new Date('2026-11-28T06:58:59.999Z'))).toBe('1 day 01:01:00');
    expect(timeLeftText(due, new Date('2026-11-29T07:59:50.000Z'))).toBe('00:00:09');
    expect(timeLeftText(due, due)).toBeNull();
  });
});
