import { describe, expect, it } from 'vitest';
import { jobFormMessages } from '../messages/jobForms.messages';
import { jobFormQuestionDraftInput } from './jobForms.schema';

const issuesOf = (value: unknown) =>
  jobFormQuestionDraftInput
    .safeParse(value)
    .error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe('a question as the builder adds it', () => {
  it('says each rule of a saved question on the field it concerns', () => {
    expect(issuesOf({ questionText: ' ', questionType: 'textbox' })).toEqual([
      ['questionText', jobFormMessages.labelRequired],
    ]);
    expect(issuesOf({ questionText: 'Pick', questionType: 'radio', options: [] })).toEqual([
      ['options', jobFormMessages.optionRequired],
    ]);
    expect(issuesOf({ questionText: 'Pick', questionType: 'checkbox', options: ['A', ' '] })).toEqual([
      ['options', jobFormMessages.optionEmpty],
    ]);
  });

  it('is kept trimmed, a kind without options keeping none', () => {
    expect(
      jobFormQuestionDraftInput.parse({ questionText: ' Name ', questionType: 'date', options: ['x'] }),
    ).toEqual({
      questionText: 'Name',
      questionType: 'date',
      options: [],
      visible: true,
    });
    expect(
      jobFormQuestionDraftInput.parse({ questionText: 'Pick', questionType: 'dropdown', options: [' A '] })
        .options,
    ).toEqual(['A']);
  });
});
