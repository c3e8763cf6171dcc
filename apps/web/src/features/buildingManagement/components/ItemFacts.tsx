import type { ReactNode } from 'react';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { ItemOrderJson, ToolItemJson } from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { ItemCondition } from './ItemCondition';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** The facts of one item, shown by its detail page and its status page. */
export function ItemFacts({ item }: { item: ToolItemJson }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      <Fact label="Name">{item.itemType.name || toolMessages.unknownName}</Fact>
      <Fact label="Number">{item.code}</Fact>
      <Fact label="Class">{item.itemType.category}</Fact>
      <Fact label="Project">{item.project.name || toolMessages.unknownName}</Fact>
      <Fact label="Current status">
        <ItemCondition condition={item.updateRecord.at(-1)?.condition ?? item.condition} />
      </Fact>
      <Fact label="Ownership">{item.purchaseStatus}</Fact>
    </SimpleGrid>
  );
}

/** What was paid for an item added with its order, each amount in the order's currency. */
export function ItemOrderFacts({ order }: { order: ItemOrderJson }) {
  const money = (amount: number) => `${amount.toFixed(2)} ${order.currency}`;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      <Fact label="Invoice">{order.invoice || 'None'}</Fact>
      <Fact label="Unit price">{money(order.unitPrice)}</Fact>
      <Fact label="Shipping">{money(order.shippingFee)}</Fact>
      <Fact label="Taxes">{`${order.taxes} %`}</Fact>
      <Fact label="Total of the order (with taxes and shipping)">{money(order.totalPriceWithShipping)}</Fact>
      <Fact label="Supplier phone">{order.supplierPhone || 'None'}</Fact>
      <Fact label="Link to buy or rent">
        {order.link ? (
          <Anchor
            href={order.link}
            target="_blank"
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {order.link}
          </Anchor>
        ) : (
          'None'
        )}
      </Fact>
    </SimpleGrid>
  );
}
