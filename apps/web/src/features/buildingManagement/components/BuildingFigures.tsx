import { Card, SimpleGrid, Text } from '@mantine/core';
import type {
  ConstructionProjectJson,
  CostJson,
  ItemTotalsJson,
  StockTotalsJson,
} from '@hgn/domain/buildingManagement';
import { formatCount, formatNumber } from '../../../ui/formatNumber';

type Figures = Omit<ConstructionProjectJson, '_id' | 'name' | 'isActive'>;

/** "CAD 44.00 · USD 1,250.00", or "None" when nothing was spent. */
export const formatCosts = (costs: readonly CostJson[]): string =>
  costs.length === 0
    ? 'None'
    : costs
        .map(
          ({ currency, amount }) =>
            `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
        )
        .join(' · ');

const stockLine = (stock: StockTotalsJson): string =>
  stock.types === 0
    ? 'None in stock'
    : `${formatNumber(stock.available)} of ${formatNumber(stock.bought)} left · ${formatNumber(stock.used)} used · ${formatNumber(stock.wasted)} wasted`;

const itemLine = (items: ItemTotalsJson): string =>
  items.total === 0
    ? 'None'
    : `${formatNumber(items.available)} available · ${formatNumber(items.inUse)} in use of ${formatNumber(items.total)}`;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

/** The figures of a project, or of every project together: stock, items, costs and what waits. */
export function BuildingFigures({ figures, label }: { figures: Figures; label: string }) {
  const counted = [
    ['Materials', figures.materials],
    ['Consumables', figures.consumables],
    ['Reusables', figures.reusables],
  ] as const;
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {counted.map(([name, stock]) => (
        <Figure
          key={name}
          label={name}
          value={formatCount(stock.types, ['type', 'types'])}
          detail={stockLine(stock)}
        />
      ))}
      <Figure label="Tools" value={formatNumber(figures.tools.total)} detail={itemLine(figures.tools)} />
      <Figure
        label="Equipment"
        value={formatNumber(figures.equipment.total)}
        detail={itemLine(figures.equipment)}
      />
      <Figure label="Costs of approved purchases" value={formatCosts(figures.costs)} />
      <Figure label="Open issues" value={formatNumber(figures.openIssues)} />
      <Figure label="Purchases awaiting approval" value={formatNumber(figures.pendingPurchases)} />
    </SimpleGrid>
  );
}
