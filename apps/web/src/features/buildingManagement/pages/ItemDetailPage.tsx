import { Link, useParams } from 'react-router';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { toolMessages } from '@hgn/domain/messages';
import { toolsEndpoints as tools } from '../../../shared/api/endpoints/tools';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ListTable } from '../../../ui/ListTable';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { formatDay } from '../../../ui/formatDate';
import { itemStatusPath, useItem, type ItemCategory } from '../api/toolsApi';
import { ItemFacts, ItemOrderFacts } from '../components/ItemFacts';
import { ItemPurchasesTable, ItemUpdatesTable, PersonCell } from '../components/ItemRecords';
import { StoredImage } from '../components/StoredImage';
import { buildingPaths } from '../../../shared/routing/buildingPaths';

function ItemDetailPage({ category, itemId }: { category: ItemCategory; itemId: string }) {
  const item = useItem(category, itemId);
  const mayUpdate = allowed(
    useActor() ?? undefined,
    category === 'Tool' ? tools.updateToolStatus : tools.updateEquipmentStatus,
  );
  const list = category === 'Tool' ? buildingPaths.buildingTools : buildingPaths.buildingEquipment;
  const back = (
    <Button component={Link} to={list} variant="default" w="fit-content">
      Back to List
    </Button>
  );
  if (item.isPending) return <PageSkeleton label={`Loading the ${category.toLowerCase()}`} />;
  if (item.isError)
    return (
      <Stack gap="md">
        {back}
        <ErrorDisplay error={item.error} />
      </Stack>
    );
  const { data } = item;
  return (
    <Stack gap="md">
      {back}
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {`${data.itemType.name || toolMessages.unknownName} ${data.code}`}
        </Title>
        {mayUpdate ? (
          <Button component={Link} to={itemStatusPath(category, data._id)}>
            Update status
          </Button>
        ) : null}
      </Group>
      <Card withBorder padding="md">
        <Stack gap="md">
          <StoredImage
            src={data.imageUrl}
            alt={`${data.itemType.name} ${data.code}`}
            h={160}
            w="auto"
            fit="contain"
          />
          <ItemFacts item={data} />
          {data.rentedOnDate || data.rentalDueDate ? (
            <Text size="sm">
              Rented {data.rentedOnDate ? formatDay(data.rentedOnDate) : ''} until{' '}
              {data.rentalDueDate ? formatDay(data.rentalDueDate) : ''}
            </Text>
          ) : null}
          {data.itemType.description ? <Text>{data.itemType.description}</Text> : null}
        </Stack>
      </Card>
      {data.order ? (
        <Card withBorder padding="md" component="section" aria-label="Order">
          <Title order={2} size="h4" mb="sm">
            Order
          </Title>
          <ItemOrderFacts order={data.order} />
        </Card>
      ) : null}
      <Title order={2} size="h4">
        Updates
      </Title>
      <ItemUpdatesTable item={data} />
      <Title order={2} size="h4">
        Purchases
      </Title>
      <ItemPurchasesTable item={data} />
      <Title order={2} size="h4">
        Check-ins and check-outs
      </Title>
      {data.logRecord.length === 0 ? (
        <Text c="dimmed">No check-ins or check-outs yet.</Text>
      ) : (
        <ListTable aria-label="Check-ins and check-outs" headings={['Date', 'Action', 'By']}>
          {data.logRecord.map((record, index) => (
            <Table.Tr key={index}>
              <Table.Td>{formatDay(record.date)}</Table.Td>
              <Table.Td>{record.type}</Table.Td>
              <PersonCell person={record.createdBy} />
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </Stack>
  );
}

export function ToolDetailPage() {
  const { toolId = '' } = useParams();
  return <ItemDetailPage category="Tool" itemId={toolId} />;
}

export function EquipmentDetailPage() {
  const { equipmentId = '' } = useParams();
  return <ItemDetailPage category="Equipment" itemId={equipmentId} />;
}
