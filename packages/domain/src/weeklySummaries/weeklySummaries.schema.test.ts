import { describe, expect, it } from 'vitest';
import { weeklySummaryMessages as messages } from '../messages/weeklySummaries.messages';
import { weeklySummaryInput, weeklySummaryMoveInput } from './weeklySummaries.schema';

const fiftyWords = `<p>${Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ')}</p>`;
const valid = {
  week: 0,
  summary: fiftyWords,
  mediaUrl: 'https://drive.google.com/drive/folders/abc',
  mediaConfirm: true,
  editorConfirm: true,
  proofreadConfirm: true,
};
const messageOf = (input: unknown, path: string) =>
  weeklySummaryInput.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('weeklySummaryInput', () => {
  it('takes a summary of 50 words, or an empty one', () => {
    expect(weeklySummaryInput.safeParse(valid).success).toBe(true);
    expect(weeklySummaryInput.safeParse({ ...valid, summary: '', week: 3 }).success).toBe(true);
  });

  it('says the spec’s words for a short summary and for a picture', () => {
    expect(messageOf({ ...valid, summary: '<p>Too short.</p>' }, 'summary')).toBe(messages.minimumWords);
    expect(messageOf({ ...valid, summary: `${fiftyWords}<img src="https://x.org/a.png">` }, 'summary')).toBe(
      messages.picturesNotAllowed,
    );
  });

  it('needs each of the three confirmations, in the spec’s words', () => {
    expect(messageOf({ ...valid, mediaConfirm: false }, 'mediaConfirm')).toBe(messages.mediaConfirm);
    expect(messageOf({ ...valid, editorConfirm: undefined }, 'editorConfirm')).toBe(messages.editorConfirm);
    expect(messageOf({ ...valid, proofreadConfirm: 'true' }, 'proofreadConfirm')).toBe(
      messages.proofreadConfirm,
    );
  });

  it('needs a web address for the media', () => {
    expect(messageOf({ ...valid, mediaUrl: '  ' }, 'mediaUrl')).toBe(messages.mediaUrlRequired);
    expect(messageOf({ ...valid, mediaUrl: undefined }, 'mediaUrl')).toBe(messages.mediaUrlRequired);
    expect(messageOf({ ...valid, mediaUrl: 'my folder' }, 'mediaUrl')).toBe(messages.mediaUrlInvalid);
    expect(messageOf({ ...valid, mediaUrl: 'javascript:alert(1)' }, 'mediaUrl')).toBe(
      messages.mediaUrlInvalid,
    );
    expect(weeklySummaryInput.parse({ ...valid, mediaUrl: ' https://dropbox.com/s/x ' }).mediaUrl).toBe(
      'https://dropbox.com/s/x',
    );
  });

  it('takes weeks 0 to 3 only', () => {
    for (const week of [-1, 4, 1.5, '1']) expect(messageOf({ ...valid, week }, 'week')).toBeDefined();
  });
});

describe('weeklySummaryMoveInput', () => {
  it('moves between two different weeks of the four', () => {
    expect(weeklySummaryMoveInput.safeParse({ from: 0, to: 3 }).success).toBe(true);
    expect(weeklySummaryMoveInput.safeParse({ from: 2, to: 2 }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: messages.sameWeek,
    });
    expect(weeklySummaryMoveInput.safeParse({ from: 0, to: 4 }).success).toBe(false);
  });
});
