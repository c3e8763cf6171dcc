import {
  BLUE_SQUARE_REASONS,
  type BlueSquareReason,
  type EmailCopyJson,
  type InfringementJson,
  type ScheduledReasonJson,
} from '@hgn/domain/blueSquares';
import { pacificDayToISO } from '@hgn/domain/time';
import type { EmailCopyRow, ScheduledReasonRow } from './blueSquareExtras.repo.js';

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

export const presentEmailCopy = (row: EmailCopyRow): EmailCopyJson => ({
  _id: row.id,
  email: row.email,
  assignedTo: {
    _id: row.person.id,
    firstName: row.person.firstName,
    lastName: row.person.lastName,
    email: row.person.email,
    role: row.person.role,
    isActive: row.person.isActive,
  },
});

/** A scheduled reason; its Sunday is sent as the instant that Pacific day starts, as the original stores it. */
export const presentScheduledReason = (row: ScheduledReasonRow): ScheduledReasonJson => ({
  _id: row.id,
  reason: row.reason,
  date: pacificDayToISO(row.date),
  userId: row.userId,
  isSet: row.isSet,
});

/** The original's answer for a date with no reason. */
export const NO_SCHEDULED_REASON: ScheduledReasonJson = { reason: '', date: '', userId: '', isSet: false };
