import { BLUE_SQUARE_REASONS, type BlueSquareReason, type InfringementJson } from '@hgn/domain/blueSquares';

const isReason = (value: string): value is BlueSquareReason =>
  (BLUE_SQUARE_REASONS as readonly string[]).includes(value);

export const presentInfringement = (row: {
  id: string;
  date: string;
  description: string;
  reason?: string;
  createdAt: Date;
}): InfringementJson => ({
  _id: row.id,
  date: row.date,
  description: row.description,
  createdDate: row.createdAt.toISOString(),
  ...(row.reason !== undefined && isReason(row.reason) ? { reason: row.reason } : {}),
});
