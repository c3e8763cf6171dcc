// The people who get a copy (BCC) of every blue-square e-mail, as the original's
// `/AssignBlueSquareEmail` answers them: the address copied when they were listed and the person.
import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { userProfileJson } from '../users/userProfileJson';

export const emailCopyMessages = {
  noSuchPerson: 'User profile not found',
  alreadyListed: 'This person already gets a copy of every blue-square e-mail',
  noPersonChosen: 'Choose a person to copy the blue-square e-mails to',
} as const;

/**
 * The original client sends the person's address; this app's screen sends the person it picked by
 * name (`assignedTo`), whose address the server copies.
 */
export const addEmailCopyBody = z
  .object({
    email: z.email().max(TEXT_MAX.email).optional(),
    assignedTo: z.uuid().optional(),
  })
  .refine((body) => body.email !== undefined || body.assignedTo !== undefined, {
    path: ['email'],
    message: emailCopyMessages.noPersonChosen,
  });
export type AddEmailCopyBody = z.input<typeof addEmailCopyBody>;

export const emailCopyJson = z.strictObject({
  _id: z.string(),
  email: z.string(),
  assignedTo: userProfileJson.pick({
    _id: true,
    firstName: true,
    lastName: true,
    email: true,
    role: true,
    isActive: true,
  }),
});

export type EmailCopyJson = z.infer<typeof emailCopyJson>;

export const removedEmailCopyJson = z.strictObject({ id: z.string() });
