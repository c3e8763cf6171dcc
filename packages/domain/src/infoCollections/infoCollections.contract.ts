// Every endpoint of info pop-ups, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { infoCollectionInput, infoCollectionUpdate } from './infoCollection.schema';
import { infoCollectionJson } from './infoCollectionJson';
import type { InfoCollectionsErrorCode } from './infoCollections.errors';

const refusals = errorCodes<InfoCollectionsErrorCode>();
const infoParams = z.object({ infoId: z.uuid() });

export const infoCollectionsContract = {
  /** Only the pop-ups the caller may read: the visibility is enforced by the server. */
  list: defineContract({
    method: 'GET',
    path: '/informations',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(infoCollectionJson),
  }),
  create: defineContract({
    method: 'POST',
    path: '/informations',
    guard: guard.permission('createPopup'),
    errors: refusals('INFO_NAME_TAKEN'),
    body: infoCollectionInput,
    status: 201,
    response: infoCollectionJson,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/informations/:infoId',
    guard: guard.owner,
    errors: refusals('INFO_NOT_FOUND', 'INFO_NAME_TAKEN'),
    params: infoParams,
    body: infoCollectionUpdate,
    response: infoCollectionJson,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/informations/:infoId',
    guard: guard.owner,
    errors: refusals('INFO_NOT_FOUND'),
    params: infoParams,
    response: infoCollectionJson,
  }),
};
