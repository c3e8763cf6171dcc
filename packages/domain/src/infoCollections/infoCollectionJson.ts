import { z } from 'zod';
import { INFO_VISIBILITIES } from './infoCollection.schema';

/** An info pop-up as `GET /api/informations` lists it: only those the caller may read. */
export const infoCollectionJson = z.strictObject({
  _id: z.string(),
  infoName: z.string(),
  /** Sanitised HTML. */
  infoContent: z.string(),
  visibility: z.enum(INFO_VISIBILITIES),
  fontSize: z.number(),
  /** Always true in a list: the server leaves out what the caller may not read. */
  CanRead: z.boolean(),
});
export type InfoCollectionJson = z.infer<typeof infoCollectionJson>;
