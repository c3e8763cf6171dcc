import type { z } from 'zod';
import { refusedField, serverSentence } from '../../../shared/api/apiError';

/** Each field's first problem, as the form shows it under the field. */
export type FieldProblems = Partial<Record<string, string>>;

/** The problems a form's schema found, by field. */
export function problemsOf(error: z.ZodError): FieldProblems {
  const found: FieldProblems = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    found[field] ??= issue.message;
  }
  return found;
}

/** A refusal that names one of the form's fields, in the server's words; undefined otherwise. */
export function serverFieldProblem(error: unknown, fields: readonly string[]): FieldProblems | undefined {
  const field = refusedField(error);
  if (field === undefined || !fields.includes(field)) return undefined;
  return { [field]: serverSentence(error, '') };
}
