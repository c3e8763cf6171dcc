// Written by `npm run contracts` from the contracts in @hgn/domain/apiContracts: do not edit.
// The zod-free half of the jobForms endpoints (docs/ARCHITECTURE.md, "Adding an endpoint").
import type { ApiContracts as C } from '@hgn/domain/apiContracts';
import { endpoint } from '@hgn/domain/contracts/endpoint';
import { isOwner } from '@hgn/domain/permissions';

export const jobFormsEndpoints = {
  create: /* @__PURE__ */ endpoint<C['jobForms']['create']>({
    method: 'POST',
    path: '/jobforms',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_NOT_FOUND'],
  }),
  update: /* @__PURE__ */ endpoint<C['jobForms']['update']>({
    method: 'PUT',
    path: '/jobforms',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_FORM_NOT_FOUND', 'JOB_NOT_FOUND'],
  }),
  list: /* @__PURE__ */ endpoint<C['jobForms']['list']>({
    method: 'GET',
    path: '/jobforms/all',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: [],
  }),
  read: /* @__PURE__ */ endpoint<C['jobForms']['read']>({
    method: 'GET',
    path: '/jobforms/:formId',
    guard: { kind: 'public' },
    errors: ['JOB_FORM_NOT_FOUND'],
  }),
  respond: /* @__PURE__ */ endpoint<C['jobForms']['respond']>({
    method: 'POST',
    path: '/jobforms/:formId/responses',
    guard: { kind: 'public' },
    errors: ['JOB_FORM_NOT_FOUND', 'INVALID_ANSWER'],
  }),
  responses: /* @__PURE__ */ endpoint<C['jobForms']['responses']>({
    method: 'GET',
    path: '/jobforms/:formId/responses',
    guard: { kind: 'policy', name: 'owner', allows: isOwner },
    errors: ['JOB_FORM_NOT_FOUND'],
  }),
};
