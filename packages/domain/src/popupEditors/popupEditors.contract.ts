// Every endpoint of the pop-up texts, at the original's paths (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import {
  popupBackupInput,
  popupBackupJson,
  popupEditorInput,
  popupEditorJson,
  popupEditorUpdate,
} from './popupEditor.schema';
import type { PopupEditorsErrorCode } from './popupEditors.errors';

const refusals = errorCodes<PopupEditorsErrorCode>();
const popupParams = z.object({ id: z.string().max(100) });

export const popupEditorsContract = {
  list: defineContract({
    method: 'GET',
    path: '/popupeditors',
    summary: 'Every pop-up text, by name',
    guard: guard.signedIn,
    errors: refusals(),
    response: z.array(popupEditorJson),
  }),
  create: defineContract({
    method: 'POST',
    path: '/popupeditors',
    guard: guard.permission('createPopup'),
    errors: refusals('POPUP_NAME_TAKEN'),
    body: popupEditorInput,
    status: 201,
    response: popupEditorJson,
  }),
  get: defineContract({
    method: 'GET',
    path: '/popupeditor/:id',
    guard: guard.signedIn,
    errors: refusals('POPUP_NOT_FOUND'),
    params: popupParams,
    response: popupEditorJson,
  }),
  update: defineContract({
    method: 'POST',
    path: '/popupeditor/:id',
    guard: guard.permission('updatePopup'),
    errors: refusals('POPUP_NOT_FOUND', 'POPUP_NAME_TAKEN'),
    params: popupParams,
    body: popupEditorUpdate,
    status: 201,
    response: popupEditorJson,
  }),
  /** Keeps a copy of the pop-up's text, replacing the copy kept before. */
  backup: defineContract({
    method: 'POST',
    path: '/backup/popupeditor/:id',
    guard: guard.permission('updatePopup'),
    errors: refusals('POPUP_NOT_FOUND'),
    params: popupParams,
    body: popupBackupInput,
    status: 201,
    response: popupBackupJson,
  }),
};
