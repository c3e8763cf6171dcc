import type { InfringementJson } from '@hgn/domain/blueSquares';
import type { FeatureDeps } from '../../platform/http/feature.js';
import { presentInfringement } from './blueSquares.present.js';
import { createBlueSquaresRepo } from './blueSquares.repo.js';

export function createBlueSquaresService({ db }: FeatureDeps) {
  const repo = createBlueSquaresRepo(db);
  return {
    listBlueSquaresOfUser: async (userId: string): Promise<InfringementJson[]> =>
      (await repo.listBlueSquaresOfUser(userId)).map(presentInfringement),
  };
}

export type BlueSquaresService = ReturnType<typeof createBlueSquaresService>;
