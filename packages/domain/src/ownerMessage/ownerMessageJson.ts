import { z } from 'zod';

/** The header message: the current one and the standard one it falls back to; a picture is its URL. */
export const ownerMessageJson = z.object({ message: z.string(), standardMessage: z.string() });
export type OwnerMessageJson = z.infer<typeof ownerMessageJson>;

export const ownerMessageAnswer = z.object({ ownerMessage: ownerMessageJson });

export const ownerMessageChange = z.object({ _serverMessage: z.string(), ownerMessage: ownerMessageJson });
export type OwnerMessageChange = z.infer<typeof ownerMessageChange>;
