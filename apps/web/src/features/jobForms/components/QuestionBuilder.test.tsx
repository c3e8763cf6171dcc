import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { QuestionBuilder } from './QuestionBuilder';
import type { QuestionDraft } from './questionDrafts';

let latest: QuestionDraft[] = [];
function Harness() {
  const [questions, setQuestions] = useState<QuestionDraft[]>([]);
  latest = questions;
  return <QuestionBuilder questions={questions} onChange={setQuestions} />;
}

const label = () => screen.getByRole('textbox', { name: /Field label/ });
const addButton = () => screen.getByRole('button', { name: 'Add question' });
const chooseType = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Question type' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('the question builder', () => {
  it('refuses a question without a label and adds nothing', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(label(), '   ');
    await userEvent.click(addButton());
    expect(await screen.findByText('A field label is required.')).toBeInTheDocument();
    expect(latest).toEqual([]);
    expect(screen.getByText('No questions yet. Add one above.')).toBeInTheDocument();
    await userEvent.type(label(), 'Name');
    await waitFor(() => expect(screen.queryByText('A field label is required.')).not.toBeInTheDocument());
  });

  it('needs an option for a choice question, and no empty one', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(label(), 'Availability');
    await chooseType('Radio buttons');
    await userEvent.click(addButton());
    expect(
      await screen.findByText('Checkbox, radio and dropdown questions need at least one option.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await userEvent.click(addButton());
    expect(await screen.findByText('An option cannot be empty.')).toBeInTheDocument();
    expect(latest).toEqual([]);
    await chooseType('Text box');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await chooseType('Radio buttons');

    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), ' Part time ');
    await userEvent.click(addButton());
    expect(latest).toEqual([
      { questionText: 'Availability', questionType: 'radio', options: ['Part time'], visible: true },
    ]);
    expect(label()).toHaveValue('');
  });

  it('adds text questions, hides, orders and removes them, and Reset clears the form', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(label(), 'Full name');
    await userEvent.click(addButton());
    await userEvent.type(label(), 'Internal note');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Visible to applicants' }));
    await userEvent.click(addButton());
    expect(latest.map((q) => [q.questionText, q.visible])).toEqual([
      ['Full name', true],
      ['Internal note', false],
    ]);
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getByText('Hidden')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(latest.map((q) => q.questionText)).toEqual(['Internal note', 'Full name']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(latest.map((q) => q.questionText)).toEqual(['Full name']);

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(latest).toEqual([]);
  });
});
