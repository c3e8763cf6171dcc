// Every endpoint of the owner's header message, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { OwnerMessageErrorCode } from './ownerMessage.errors';
import { ownerMessageInput } from './ownerMessage.schema';
import { ownerMessageAnswer, ownerMessageChange } from './ownerMessageJson';

const refusals = errorCodes<OwnerMessageErrorCode>();
const editors = guard.permission('editHeaderMessage');

export const ownerMessageContract = {
  /** The header message every signed-in person sees. */
  get: defineContract({
    method: 'GET',
    path: '/ownerMessage',
    guard: guard.signedIn,
    errors: refusals(),
    response: ownerMessageAnswer,
  }),
  /** A standard update sets the standard message and clears the current one. */
  update: defineContract({
    method: 'PUT',
    path: '/ownerMessage',
    guard: editors,
    errors: refusals(),
    body: ownerMessageInput,
    status: 201,
    response: ownerMessageChange,
  }),
  /** Clears the current message; the standard one stays. */
  remove: defineContract({
    method: 'DELETE',
    path: '/ownerMessage',
    guard: editors,
    errors: refusals(),
    response: ownerMessageChange,
  }),
  /** The header picture, only while it is the current or the standard message. */
  picture: defineContract({
    method: 'GET',
    path: '/ownerMessage/pictures/:fileId',
    guard: guard.signedIn,
    errors: refusals('FILE_NOT_FOUND'),
    params: z.object({ fileId: z.string().max(100) }),
    response: z.unknown(),
  }),
};
