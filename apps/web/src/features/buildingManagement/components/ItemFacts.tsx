import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import type { ToolItemJson } from '@hgn/domain/buildingManagement';
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
