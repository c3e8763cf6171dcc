// The address field both CC forms share: its state, the check before sending and the outcome shown.
import { useState, type ChangeEvent } from 'react';
import { TEXT_MAX } from '@hgn/domain/limits';
import { jobNotificationMessages as messages } from '@hgn/domain/messages';
import { isApiError, serverSentence } from '../../../shared/api/apiError';
import { toastSuccess } from '../../../ui/notify';

/**
 * The words under the address field when adding it was refused: the server's own for a bad address,
 * an address already listed or a job or category gone, else the spec's failure sentence.
 */
const refusedCcWords = (error: unknown): string =>
  isApiError(error) && error.status >= 400 && error.status < 500
    ? serverSentence(error, messages.addFailed)
    : messages.addFailed;

export function useCcEmailField() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return {
    email,
    setProblem,
    /** Whether an address was typed; when not, the field says so. */
    hasEmail: () => {
      if (email.trim() !== '') return true;
      setProblem(messages.emailRequired);
      return false;
    },
    /** The adding mutation's callbacks: an added address empties the field, a refusal is shown under it. */
    outcome: {
      onSuccess: () => {
        setEmail('');
        setProblem(null);
        toastSuccess(messages.added);
      },
      onError: (error: unknown) => setProblem(refusedCcWords(error)),
    },
    /** The TextInput's props, its label aside. */
    fieldProps: {
      placeholder: 'name@example.org',
      type: 'email',
      value: email,
      maxLength: TEXT_MAX.email,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setEmail(event.currentTarget.value),
      error: problem,
    },
  };
}
