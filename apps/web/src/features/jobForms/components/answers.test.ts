import { describe, expect, it } from 'vitest';
import type { PublicJobFormJson } from '@hgn/domain/jobForms';
import { answersToSend } from './answers';

const form: PublicJobFormJson = {
  _id: 'f-1',
  formId: 'f-1',
  title: 'Architect',
  description: '',
  questions: [
    { _id: 'q-name', questionText: 'Name', questionType: 'textbox', options: [] },
    { _id: 'q-skills', questionText: 'Skills', questionType: 'checkbox', options: ['A', 'B'] },
    { _id: 'q-start', questionText: 'Start', questionType: 'date', options: [] },
  ],
};

describe('the answers a form sends', () => {
  it('holds only the questions answered, in the form’s order', () => {
    expect(answersToSend(form, { 'q-start': '2027-01-01', 'q-name': 'Ada', 'q-skills': [] })).toEqual([
      { questionId: 'q-name', answer: 'Ada' },
      { questionId: 'q-start', answer: '2027-01-01' },
    ]);
    expect(answersToSend(form, { 'q-name': '   ', 'q-skills': ['B'], stray: 'x' })).toEqual([
      { questionId: 'q-skills', answer: ['B'] },
    ]);
    expect(answersToSend(form, {})).toEqual([]);
  });
});
