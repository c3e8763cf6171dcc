import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { refusedField, serverSentence } from '../shared/api/apiError';

/** Where a refused submission shows its words: on one of the form's fields, or above the form. */
export type FormFailure<Input extends FieldValues> = { field: Path<Input> | 'form'; message: string };

/**
 * A dialog's form checked with the schema, with a failure that belongs to no field and a close
 * that leaves the next opening blank. A page's form uses it alike, its close leaving the page; a form
 * that is never closed gives no `onClose`.
 */
export function useDialogForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  blank: DefaultValues<Input>,
  onClose: () => void = () => undefined,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: blank });
  const [formError, setFormError] = useState<string | null>(null);

  const showFailure = ({ field, message }: FormFailure<Input>): void => {
    if (field === 'form') setFormError(message);
    else form.setError(field, { type: 'server', message }, { shouldFocus: true });
  };

  return {
    form,
    formError,
    clearFormError: (): void => setFormError(null),
    showFailure,
    /**
     * A refusal from the server, in its words (or `fallback`): under the field it names when the form
     * has that field, else above the form, or with `elsewhere` as the caller says it (a notice).
     */
    showRefusal: (error: unknown, fallback: string, elsewhere?: (error: unknown) => void): void => {
      const field = refusedField(error);
      const message = serverSentence(error, fallback);
      if (field !== undefined && Object.hasOwn(blank, field))
        showFailure({ field: field as Path<Input>, message });
      else if (elsewhere) elsewhere(error);
      else showFailure({ field: 'form', message });
    },
    close: (): void => {
      form.reset(blank);
      setFormError(null);
      onClose();
    },
  };
}
