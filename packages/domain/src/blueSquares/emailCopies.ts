// The people who get a copy (BCC) of every blue-square e-mail, as the original's
// `/AssignBlueSquareEmail` answers them: the address copied when they were listed and the person.
import { z } from 'zod';
import { TEXT_MAX } from '../limits';

export const emailCopyMessages = {
  noSuchPerson: 'User profile not found',
  alreadyListed: 'This person already gets a copy of every blue-square e-mail',
} as const;

export const addEmailCopyBody = z.object({
  email: z.email().max(TEXT_MAX.email),
});
export type AddEmailCopyBody = z.input<typeof addEmailCopyBody>;

export const emailCopyJson = z.strictObject({
  _id: z.string(),
  email: z.string(),
  assignedTo: z.strictObject({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.string(),
    isActive: z.boolean(),
  }),
});
export type EmailCopyJson = z.infer<typeof emailCopyJson>;

export const removedEmailCopyJson = z.strictObject({ id: z.string() });
