// The address field both CC forms share: its state, the check before sending and the outcome shown; a
// complaint goes as soon as the address is edited.
import { useState, type ChangeEvent } from 'react';
import { ccEmail } from '@hgn/domain/jobListings';
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
    setProblem,
    /** The address to send, checked as the server checks it; when it is missing or invalid, the field says so. */
    checkedEmail: (): string | null => {
      const checked = ccEmail.safeParse(email);
      if (checked.success) return checked.data;
      setProblem(checked.error.issues[0]?.message ?? messages.emailInvalid);
      return null;
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
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setEmail(event.currentTarget.value);
        setProblem(null);
      },
      error: problem,
    },
  };
}
