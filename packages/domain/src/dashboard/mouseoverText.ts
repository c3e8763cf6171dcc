// The text shown when the pointer rests on a leaderboard's total time; only an Owner writes it.
import { z } from 'zod';
import { TEXT_MAX, boundedText } from '../limits';

export const mouseoverTextJson = z.strictObject({ _id: z.string(), mouseoverText: z.string() });
export type MouseoverTextJson = z.infer<typeof mouseoverTextJson>;

export const mouseoverTextMessages = {
  created: 'Mouseover Text created!',
  updated: 'Mouseover Text updated!',
  required: 'Please write the mouseover text.',
  exists: 'The leaderboard has its mouseover text already: edit it instead.',
  notFound: 'This mouseover text does not exist.',
} as const;

/** The body of a create or an edit, as the original client sends it. */
export const mouseoverTextInput = z.object({
  newMouseoverText: boundedText(TEXT_MAX.title).trim().min(1, mouseoverTextMessages.required),
});
export type MouseoverTextInput = z.infer<typeof mouseoverTextInput>;
