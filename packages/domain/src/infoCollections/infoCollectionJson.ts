import type { InfoVisibilityValue } from './infoCollection.schema';

/** An info pop-up as `GET /api/informations` lists it: only those the caller may read. */
export type InfoCollectionJson = {
  _id: string;
  infoName: string;
  /** Sanitised HTML. */
  infoContent: string;
  visibility: InfoVisibilityValue;
  fontSize: number;
  /** Always true in a list: the server leaves out what the caller may not read. */
  CanRead: boolean;
};
