// The job form builder's rules (spec 002 section 5), zod-free so the builder checks as it is typed and
// the server refuses with the same words.
import { jobFormMessages } from '../messages/jobForms.messages';
import { isISODate } from '../time/civilDate';

/** The six kinds of question a job form asks. */
export const QUESTION_TYPES = ['textbox', 'textarea', 'checkbox', 'radio', 'dropdown', 'date'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The kinds whose answer is picked from the question's options. */
export const CHOICE_TYPES: readonly QuestionType[] = ['checkbox', 'radio', 'dropdown'];

export const isChoiceType = (type: string): boolean => (CHOICE_TYPES as readonly string[]).includes(type);

/** What a job form may hold. */
export const JOB_FORM_LIMITS = {
  questions: 100,
  options: 50,
  questionText: 500,
  option: 200,
} as const;

/** The positions the builder offers as a form's title; any other title may be typed. */
export const JOB_POSITIONS = [
  'Administrative Assistant',
  'Animator',
  'Architect',
  'Art Director',
  'Audio Engineer',
  'Back-End Developer',
  'Bookkeeper',
  'Civil Engineer',
  'Community Outreach Coordinator',
  'Content Writer',
  'Copy Editor',
  'Data Analyst',
  'Database Administrator',
  'Electrical Engineer',
  'Environmental Engineer',
  'Event Planner',
  'Front-End Developer',
  'Full-Stack Developer',
  'Fundraising Coordinator',
  'Grant Writer',
  'Graphic Designer',
  'Human Resources Coordinator',
  'Illustrator',
  'Interior Designer',
  'Landscape Architect',
  'Legal Advisor',
  'Marketing Specialist',
  'Mechanical Engineer',
  'Nutritionist',
  'Permaculture Designer',
  'Photographer',
  'Plumbing Designer',
  'Product Manager',
  'Project Manager',
  'QA Tester',
  'Recruiter',
  'Researcher',
  'Social Media Manager',
  'Structural Engineer',
  'Sustainability Consultant',
  'Technical Writer',
  'Translator',
  'UX/UI Designer',
  'Video Editor',
  'Volunteer Coordinator',
  'Web Designer',
] as const;

/** A question as the builder holds it before it is saved. */
export type QuestionDraft = {
  readonly questionText: string;
  readonly questionType: string;
  readonly options: readonly string[];
};

/** The part of a question a problem is in, with the builder's words for it. */
export type QuestionProblem = { readonly field: 'questionText' | 'options'; readonly message: string };

/**
 * Why a question cannot be saved, or undefined when it can: a label is required, and a checkbox,
 * radio or dropdown question needs at least one option, none of them empty.
 */
export function questionProblem(question: QuestionDraft): QuestionProblem | undefined {
  if (question.questionText.trim() === '')
    return { field: 'questionText', message: jobFormMessages.labelRequired };
  if (!isChoiceType(question.questionType)) return undefined;
  if (question.options.length === 0) return { field: 'options', message: jobFormMessages.optionRequired };
  if (question.options.some((option) => option.trim() === ''))
    return { field: 'options', message: jobFormMessages.optionEmpty };
  return undefined;
}

/** The refusal of a form's question, naming it by its place in the form (counted from 1). */
export const questionRefusal = (index: number, message: string): string =>
  `Question ${index + 1}: ${message}`;

/** What an answer is checked against: the question's kind and options. */
export type AnsweredQuestion = { readonly questionType: string; readonly options: readonly string[] };

/**
 * Why an answer does not fit its question, or undefined when it does: a checkbox question is
 * answered with a list of its options, a radio or dropdown question with one of them, a date question
 * with a date (YYYY-MM-DD), and a text question with one text.
 */
export function answerProblem(
  question: AnsweredQuestion,
  answer: string | readonly string[],
): string | undefined {
  if (question.questionType === 'checkbox') {
    if (typeof answer === 'string') return jobFormMessages.listExpected;
    return answer.every((choice) => question.options.includes(choice))
      ? undefined
      : jobFormMessages.notAnOption;
  }
  if (typeof answer !== 'string') return jobFormMessages.textExpected;
  if (isChoiceType(question.questionType))
    return question.options.includes(answer) ? undefined : jobFormMessages.notAnOption;
  if (question.questionType === 'date' && answer !== '' && !isISODate(answer))
    return jobFormMessages.invalidDate;
  return undefined;
}
