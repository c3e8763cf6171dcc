// Every endpoint of job forms, declared once (docs/ARCHITECTURE.md, "Adding an endpoint"). Owners build
// the forms and read the responses; anyone with a form's link reads and answers it.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import {
  jobFormCreateInput,
  jobFormResponseInput,
  jobFormResponsesQuery,
  jobFormUpdateInput,
} from './jobForms.schema';
import { jobFormJson, jobFormResponseJson, jobFormSummaryJson, publicJobFormJson } from './jobFormJson';
import type { JobFormsErrorCode } from './jobForms.errors';

const refusals = errorCodes<JobFormsErrorCode>();
const formParams = z.object({ formId: z.string().max(100) });

export const jobFormsContract = {
  create: defineContract({
    method: 'POST',
    path: '/jobforms',
    guard: guard.owner,
    errors: refusals('JOB_NOT_FOUND'),
    body: jobFormCreateInput,
    status: 201,
    response: jobFormJson,
  }),
  /** Replaces the form's title, description and questions; questions sent with their `_id` keep it. */
  update: defineContract({
    method: 'PUT',
    path: '/jobforms',
    guard: guard.owner,
    errors: refusals('JOB_FORM_NOT_FOUND', 'JOB_NOT_FOUND'),
    body: jobFormUpdateInput,
    response: jobFormJson,
  }),
  /** Every form, newest first, with its number of responses. */
  list: defineContract({
    method: 'GET',
    path: '/jobforms/all',
    guard: guard.owner,
    errors: refusals(),
    response: z.array(jobFormSummaryJson),
  }),
  /** The form as the applicant sees it: the hidden questions are left out. */
  read: defineContract({
    method: 'GET',
    path: '/jobforms/:formId',
    guard: guard.public,
    errors: refusals('JOB_FORM_NOT_FOUND'),
    params: formParams,
    response: publicJobFormJson,
  }),
  /**
   * An application: answers to the form's visible questions. Every submission is kept (there is no
   * de-duplication), and the job's CC list is e-mailed a copy.
   */
  respond: defineContract({
    method: 'POST',
    path: '/jobforms/:formId/responses',
    guard: guard.public,
    errors: refusals('JOB_FORM_NOT_FOUND', 'INVALID_ANSWER'),
    params: formParams,
    body: jobFormResponseInput,
    status: 201,
    response: jobFormResponseJson,
  }),
  /** The form's responses, newest first, a page at a time. */
  responses: defineContract({
    method: 'GET',
    path: '/jobforms/:formId/responses',
    guard: guard.owner,
    errors: refusals('JOB_FORM_NOT_FOUND'),
    params: formParams,
    query: jobFormResponsesQuery,
    response: z.array(jobFormResponseJson),
  }),
};
