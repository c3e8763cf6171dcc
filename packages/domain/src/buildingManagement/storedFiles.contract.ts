// The stored pictures and files of the building area, served with their type to sessions that opened
// the building portal: the page fetches them with its token and shows them from memory.
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { BuildingManagementErrorCode } from './buildingManagement.errors';

const refusals = errorCodes<BuildingManagementErrorCode>();

export const storedFilesContract = {
  get: defineContract({
    method: 'GET',
    path: '/bm/files/:fileId',
    summary: "A stored picture's or file's bytes, with its type",
    guard: guard.portal('canAccessBMPortal'),
    errors: refusals('FILE_NOT_FOUND'),
    params: z.object({ fileId: z.string() }),
    response: z.unknown(),
  }),
};
