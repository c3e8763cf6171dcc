// The builder's questions before they are saved, and the step that checks one as it is added.
import { isChoiceType, questionProblem, type QuestionProblem, type QuestionType } from '@hgn/domain/jobForms';

export type QuestionDraft = {
  /** The saved question's id, kept so its answers stay linked; none for a new question. */
  _id?: string;
  questionText: string;
  questionType: QuestionType;
  options: string[];
  visible: boolean;
};

export const emptyQuestion = (): QuestionDraft => ({
  questionText: '',
  questionType: 'textbox',
  options: [],
  visible: true,
});

/** The question as it is kept: trimmed, and without options where its kind offers none. */
export function addedQuestion(draft: QuestionDraft): QuestionDraft | QuestionProblem {
  const question = {
    ...draft,
    questionText: draft.questionText.trim(),
    options: isChoiceType(draft.questionType) ? draft.options.map((option) => option.trim()) : [],
  };
  return questionProblem(question) ?? question;
}

export const isProblem = (value: QuestionDraft | QuestionProblem): value is QuestionProblem =>
  'message' in value;
