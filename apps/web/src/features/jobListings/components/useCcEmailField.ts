// The address field both CC forms share: its state, the check before sending and the outcome shown; a
// complaint goes as soon as the address is edited.
import { useState, type ChangeEvent } from 'react';
import type { ErrorCodeOf } from '@hgn/domain/contracts/endpoint';
import { ccEmail } from '@hgn/domain/jobListings';
import { TEXT_MAX } from '@hgn/domain/limits';
import { jobNotificationMessages as messages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import type { jobListingsEndpoints } from '../../../shared/api/endpoints/jobListings';
import { toastSuccess } from '../../../ui/notify';

/** The endpoint the field adds its address through: to one job, or to every job of a category. */
type CcAdding = typeof jobListingsEndpoints.addToJob | typeof jobListingsEndpoints.addToCategory;

/**
 * The refusals shown in the server's words: a bad address, an address already listed, a job or
 * category gone, or a caller no longer admitted (a stale page).
 */
const TOLD_IN_SERVER_WORDS: ReadonlySet<ErrorCodeOf<CcAdding> | undefined> = new Set([
  'VALIDATION_FAILED',
  'INVALID_EMAIL_ADDRESS',
  'CC_EMAIL_EXISTS',
  'JOB_NOT_FOUND',
  'JOB_CATEGORY_NOT_FOUND',
  'FORBIDDEN',
]);

/** The words under the address field when adding it was refused; else the spec's failure sentence. */
const refusedCcWords = (error: unknown, adding: CcAdding): string =>
  TOLD_IN_SERVER_WORDS.has(refusalCode(error, adding))
    ? serverSentence(error, messages.addFailed)
    : messages.addFailed;

export function useCcEmailField(adding: CcAdding) {
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
      onError: (error: unknown) => setProblem(refusedCcWords(error, adding)),
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
