import type { InfringementJson } from '@hgn/domain/blueSquares';

export const presentInfringement = (row: {
  id: string;
  date: string;
  description: string;
  createdAt: Date;
}): InfringementJson => ({
  _id: row.id,
  date: row.date,
  description: row.description,
  createdDate: row.createdAt.toISOString(),
});
