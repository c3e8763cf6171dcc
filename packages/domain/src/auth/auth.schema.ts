// The e-mail field the account forms share. The sign-in form's own rule (signIn.ts) and a session
// token's claims (session.ts) do without zod, because the first pages a browser opens need them.
import { z } from 'zod';
import { atMost, TEXT_MAX } from '../limits';
import { authMessages } from '../messages';

/** An e-mail address a form requires, trimmed and lower-cased as accounts store it, with the form's own messages. */
export const requiredEmail = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .pipe(z.email({ error: invalid }).max(...atMost(TEXT_MAX.email)));

/** An account's e-mail field with the sign-in form's messages, which the invitation form shares. */
export const accountEmail = requiredEmail(authMessages.emailRequired, authMessages.emailInvalid);
