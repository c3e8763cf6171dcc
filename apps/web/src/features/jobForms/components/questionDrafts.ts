// The builder's questions before they are saved, as the job form's schema reads them.
import type { JobFormQuestionInput } from '@hgn/domain/jobForms';

/** A question of the builder; a saved one keeps its `_id`, so its answers stay linked. */
export type QuestionDraft = JobFormQuestionInput;

export const emptyQuestion = (): QuestionDraft => ({
  questionText: '',
  questionType: 'textbox',
  options: [],
  visible: true,
});
