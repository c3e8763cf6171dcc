// A report endpoint answers its table as CSV when asked: `?format=csv`, or an Accept header that
// prefers text/csv to JSON.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the caller asked for CSV. */
export function wantsCsv(req: FastifyRequest & { query: { format?: string | undefined } }): boolean {
  if (req.query.format !== undefined) return req.query.format === 'csv';
  const accept = req.headers.accept ?? '';
  return accept.includes('text/csv') && !accept.includes('application/json');
}

/** Sends CSV text as a download named `filename`. */
export const sendCsv = (reply: FastifyReply, filename: string, csv: string): FastifyReply =>
  reply
    .code(200)
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .send(Buffer.from(csv, 'utf8'));
