import { Badge } from '@mantine/core';
import type { OutboxStatus } from '../api/emailOutboxApi';

// Deep shades keep the white label readable in both colour schemes.
const colors: Record<OutboxStatus, string> = { pending: 'orange.9', sent: 'green.9', failed: 'red.9' };

export const OutboxStatusBadge = ({ status }: { status: OutboxStatus }) => (
  <Badge color={colors[status]} variant="filled">
    {status}
  </Badge>
);
