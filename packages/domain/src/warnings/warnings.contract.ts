// Every endpoint of the warning tracker, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import { atMost, TEXT_MAX } from '../limits';
import { mayIssueWarning, mayReadWarningsOf, mayToggleWarningDescription } from './policies';
import {
  deleteWarningInput,
  editWarningDescriptionInput,
  issueWarningInput,
  newWarningDescriptionInput,
} from './warning.schema';
import { currentWarningsJson, warningDescriptionsChangedJson, warningsOfUserJson } from './warningJson';
import type { WarningsErrorCode } from './warnings.errors';

const refusals = errorCodes<WarningsErrorCode>();
const userParams = z.object({ userId: z.string().max(...atMost(TEXT_MAX.token)) });
const descriptionParams = z.object({ warningDescriptionId: z.string().max(...atMost(TEXT_MAX.token)) });

export const warningsContract = {
  /** Every description, active or not, in tracker order. */
  descriptions: defineContract({
    method: 'GET',
    path: '/currentWarnings',
    guard: guard.signedIn,
    errors: refusals(),
    response: currentWarningsJson,
  }),
  /** A new description, last in order; a title like another ignoring case is refused. */
  addDescription: defineContract({
    method: 'POST',
    path: '/currentWarnings',
    guard: guard.permission('addWarningTracker'),
    errors: refusals('WARNING_DESCRIPTION_EXISTS'),
    body: newWarningDescriptionInput,
    status: 201,
    response: warningDescriptionsChangedJson,
  }),
  /** Renames a description; its warnings keep it. */
  editDescription: defineContract({
    method: 'PUT',
    path: '/currentWarnings/edit',
    guard: guard.permission('addWarningTracker', 'deleteWarningTracker'),
    errors: refusals('WARNING_DESCRIPTION_NOT_FOUND', 'WARNING_DESCRIPTION_EXISTS'),
    body: editWarningDescriptionInput,
    response: warningDescriptionsChangedJson,
  }),
  /** Deactivates an active description or reactivates an inactive one; its warnings are kept. */
  toggleDescription: defineContract({
    method: 'PUT',
    path: '/currentWarnings/:warningDescriptionId',
    guard: guard.policy('warningDescriptionToggler', mayToggleWarningDescription),
    errors: refusals('WARNING_DESCRIPTION_NOT_FOUND'),
    params: descriptionParams,
    response: warningDescriptionsChangedJson,
  }),
  /** Deletes a description that is not permanent, and every warning of it. */
  deleteDescription: defineContract({
    method: 'DELETE',
    path: '/currentWarnings/:warningDescriptionId',
    guard: guard.permission('deleteWarningTracker'),
    errors: refusals('WARNING_DESCRIPTION_NOT_FOUND', 'WARNING_DESCRIPTION_PERMANENT'),
    params: descriptionParams,
    response: warningDescriptionsChangedJson,
  }),
  /** The person's warnings, one tracker per active description. */
  ofUser: defineContract({
    method: 'GET',
    path: '/warnings/:userId',
    guard: guard.policy('warningsReader', mayReadWarningsOf),
    errors: refusals('USER_NOT_FOUND'),
    params: userParams,
    status: 201,
    response: warningsOfUserJson,
  }),
  /**
   * Issues a warning (yellow) or a blue square (red, also added to the profile) signed by the caller;
   * at most 8 of a description. From the third yellow of a description the person is e-mailed.
   */
  issue: defineContract({
    method: 'POST',
    path: '/warnings/:userId',
    guard: guard.policy('warningIssuer', mayIssueWarning),
    errors: refusals('USER_NOT_FOUND', 'WARNING_DESCRIPTION_NOT_FOUND', 'WARNING_LIMIT_REACHED'),
    params: userParams,
    body: issueWarningInput,
    status: 201,
    response: warningsOfUserJson,
  }),
  /** Removes one warning of the person; a blue square given with it stays on the profile. */
  remove: defineContract({
    method: 'DELETE',
    path: '/warnings/:userId',
    guard: guard.permission('deleteWarning'),
    errors: refusals('USER_NOT_FOUND', 'WARNING_NOT_FOUND'),
    params: userParams,
    body: deleteWarningInput,
    status: 201,
    response: warningsOfUserJson,
  }),
};
