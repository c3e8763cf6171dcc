import { z } from 'zod';
import { buildingMessages } from '../messages/buildingManagement.messages';
import { dataUrlMaxLength } from './storedFiles';

const dataUrl = (maxLength: number, message: string) =>
  z.string(message).max(maxLength, message).startsWith('data:', message);

/** A picture sent as a data URL; the server checks its bytes (png or jpeg, 2 MB). */
export const imageDataUrl = dataUrl(dataUrlMaxLength('image'), buildingMessages.imageNotPermitted);

/** A lesson's file sent as a data URL; the server checks its bytes (png, jpeg or pdf, 5 MB). */
export const documentDataUrl = dataUrl(dataUrlMaxLength('document'), buildingMessages.documentNotPermitted);
