// Every endpoint of the Quick Setup titles, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
// The paths and methods are the original client's: an edit is POST /title/update and a delete is
// PUT /title/:titleId.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { atMost, TEXT_MAX } from '../limits';
import { titleInput, titleOrderInput, titleUpdateInput } from './title.schema';
import { titleDeletedJson, titleJson, titleUpdatedJson } from './titleJson';
import type { TitlesErrorCode } from './titles.errors';

const refusals = errorCodes<TitlesErrorCode>();
const titleParams = z.object({ titleId: z.string().max(...atMost(TEXT_MAX.token)) });
const ruleRefusals = [
  'TITLE_CODE_TAKEN',
  'TITLE_NAME_TAKEN',
  'TITLE_TEAM_CODE_UNKNOWN',
  'TITLE_PROJECT_UNKNOWN',
  'TITLE_TEAM_UNKNOWN',
] as const;

export const titlesContract = {
  /** Every title in its order; every signed-in user, since the original profile page reads it on opening. */
  list: defineContract({
    method: 'GET',
    path: '/title',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(titleJson),
  }),
  one: defineContract({
    method: 'GET',
    path: '/title/:titleId',
    guard: guard.signedIn,
    errors: refusals('TITLE_NOT_FOUND'),
    params: titleParams,
    response: titleJson,
  }),
  /** A new title, last in order; the original answers 200, which its client checks for. */
  create: defineContract({
    method: 'POST',
    path: '/title',
    guard: guard.permission('addNewTitle'),
    errors: refusals(...ruleRefusals),
    body: titleInput,
    response: titleJson,
  }),
  update: defineContract({
    method: 'POST',
    path: '/title/update',
    guard: guard.permission('editTitle'),
    errors: refusals('TITLE_NOT_FOUND', ...ruleRefusals),
    body: titleUpdateInput,
    response: titleUpdatedJson,
  }),
  /**
   * Puts the titles in the order given and answers them all in order. The original client offers it
   * to addNewTitle holders; it edits the titles, so editTitle admits too.
   */
  reorder: defineContract({
    method: 'PUT',
    path: '/title/order',
    guard: guard.permission('addNewTitle', 'editTitle'),
    errors: refusals('TITLE_NOT_FOUND'),
    body: titleOrderInput,
    response: z.array(titleJson),
  }),
  /** Deletes the title: PUT is the original client's method for it. */
  remove: defineContract({
    method: 'PUT',
    path: '/title/:titleId',
    guard: guard.permission('editTitle'),
    errors: refusals('TITLE_NOT_FOUND'),
    params: titleParams,
    response: titleDeletedJson,
  }),
};
