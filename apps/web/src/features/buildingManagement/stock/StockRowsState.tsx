import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { StockJson } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListLoading } from '../../../ui/ListStates';

/** Stock rows while they load, when they could not be loaded, when there are none, or `children`. */
export function StockRowsState({
  stock,
  rows,
  label,
  children,
}: {
  stock: { isPending: boolean; isError: boolean; error: unknown };
  rows: readonly StockJson[];
  label: string;
  children: ReactNode;
}) {
  if (stock.isPending) return <ListLoading label={`Loading ${label.toLowerCase()}`} />;
  if (stock.isError) return <ErrorDisplay error={stock.error} />;
  if (rows.length === 0) return <Text c="dimmed">{stockMessages.noStock}</Text>;
  return children;
}
