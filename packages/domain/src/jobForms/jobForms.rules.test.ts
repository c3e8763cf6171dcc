import { describe, expect, it } from 'vitest';
import { answerProblem, questionProblem } from './jobForms.rules';

describe('a job form question', () => {
  it('needs a label, and a choice question at least one option, none empty', () => {
    expect(questionProblem({ questionText: ' ', questionType: 'textbox', options: [] })?.field).toBe(
      'questionText',
    );
    expect(questionProblem({ questionText: 'Pick', questionType: 'radio', options: [] })?.field).toBe(
      'options',
    );
    expect(
      questionProblem({ questionText: 'Pick', questionType: 'checkbox', options: ['A', ''] })?.message,
    ).toBe('An option cannot be empty.');
    expect(
      questionProblem({ questionText: 'Pick', questionType: 'dropdown', options: ['A'] }),
    ).toBeUndefined();
    expect(questionProblem({ questionText: 'Name', questionType: 'date', options: [] })).toBeUndefined();
  });
});

describe('an answer', () => {
  const choice = (questionType: string) => ({ questionType, options: ['A', 'B'] });
  it('fits its question', () => {
    expect(answerProblem(choice('checkbox'), ['A', 'B'])).toBeUndefined();
    expect(answerProblem(choice('checkbox'), 'A')).toBe('Please give a list of the options chosen.');
    expect(answerProblem(choice('checkbox'), ['C'])).toBe('Please choose one of the options.');
    expect(answerProblem(choice('radio'), 'B')).toBeUndefined();
    expect(answerProblem(choice('dropdown'), 'C')).toBe('Please choose one of the options.');
    expect(answerProblem({ questionType: 'textbox', options: [] }, ['x'])).toBe('Please give one answer.');
    expect(answerProblem({ questionType: 'date', options: [] }, '2027-02-29')).toBe(
      'Please enter a date as YYYY-MM-DD.',
    );
    expect(answerProblem({ questionType: 'date', options: [] }, '2028-02-29')).toBeUndefined();
  });
});
