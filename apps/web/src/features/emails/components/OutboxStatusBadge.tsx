import { Badge } from '@mantine/core';
import type { OutboxStatus } from '@hgn/domain/emails';

// Deep shades keep the white label readable in both colour schemes.
const colors: Record<OutboxStatus, string> = { pending: '#9a3412', sent: '#166534', failed: '#b91c1c' };

export const OutboxStatusBadge = ({ status }: { status: OutboxStatus }) => (
  <Badge color={colors[status]} variant="filled">
    {status}
  </Badge>
);
