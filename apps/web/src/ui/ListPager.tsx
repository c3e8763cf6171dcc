import type { ReactNode } from 'react';
import { Group, Pagination, Text } from '@mantine/core';

interface ListPagerProps {
  /** How many there are in all; unknown while the list loads. */
  total: number | undefined;
  pageSize: number;
  /** What is counted, as one and as many: ['message', 'messages']. */
  unit: readonly [one: string, many: string];
  page: number;
  onPage: (page: number) => void;
  /** Shown before the page buttons, such as a choice of page size. */
  children?: ReactNode;
}

/** The count and the page buttons under a paged list; an empty list still has its one page. */
export function ListPager({ total, pageSize, unit, page, onPage, children }: ListPagerProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === undefined ? '' : `${total} ${total === 1 ? unit[0] : unit[1]}`}
      </Text>
      <Group gap="sm">
        {children}
        <Pagination
          total={Math.max(1, Math.ceil((total ?? 0) / pageSize))}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      </Group>
    </Group>
  );
}
