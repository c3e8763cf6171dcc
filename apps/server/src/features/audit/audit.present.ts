import type { AuditEventJson, AuditEventType } from '@hgn/domain/audit';
import { toCsv, type CsvColumn } from '@hgn/domain/reports';
import type { AuditExportRow, AuditRow } from './audit.repo.js';

export const presentAuditEvent = (row: AuditRow): AuditEventJson => ({
  _id: row.id,
  type: row.type as AuditEventType,
  at: row.at.toISOString(),
  actorId: row.actorId,
  userId: row.userId,
  address: row.address,
  detail: row.detail,
});

/** "Ada Lovelace <ada@example.org> (id)", or the id alone once the person is gone. */
const personCell = (id: string | null, name: string | null, email: string | null) => {
  if (!id) return '';
  const who = [name, email ? `<${email}>` : null].filter(Boolean).join(' ');
  return who ? `${who} (${id})` : id;
};

const exportColumns: readonly CsvColumn<AuditExportRow>[] = [
  { heading: 'type', value: (row) => row.type },
  { heading: 'at', value: (row) => row.at.toISOString() },
  { heading: 'actor', value: (row) => personCell(row.actorId, row.actorName, row.actorEmail) },
  { heading: 'user', value: (row) => personCell(row.userId, row.userName, row.userEmail) },
  { heading: 'address', value: (row) => row.address },
  { heading: 'detail', value: (row) => JSON.stringify(row.detail) },
];

/** The audit log as CSV: `type,at,actor,user,address,detail`, text that could run as a formula made inert. */
export const auditCsv = (rows: readonly AuditExportRow[]): string => toCsv(exportColumns, rows);
