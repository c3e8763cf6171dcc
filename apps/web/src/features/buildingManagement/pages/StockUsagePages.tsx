import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { CountedCategory } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { pacificDate } from '@hgn/domain/time';
import { BackHeading } from '../../../ui/BackHeading';
import { formatNumber } from '../../../ui/formatNumber';
import { ListTable } from '../../../ui/ListTable';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useBuildingProjects } from '../api/buildingProjectsApi';
import { useLogBulkUsage, useLogUsage, useStock } from '../api/stockApi';
import { COUNTED, STOCK_PAGES } from '../stock/stockCategories';
import { StockRowsState } from '../stock/StockRowsState';
import { UsageFields } from '../stock/UsageFields';
import {
  checkUsage,
  emptyUsage,
  logsSomething,
  type UsageDraft,
  type UsageProblems,
} from '../stock/usageRules';

function ProjectAndDate({
  projectId,
  date,
  onProject,
  onDate,
}: {
  projectId: string;
  date: string;
  onProject: (projectId: string) => void;
  onDate: (date: string) => void;
}) {
  const projects = useBuildingProjects();
  return (
    <Group align="flex-end">
      <Select
        label="Project"
        required
        placeholder={stockMessages.chooseProject}
        value={projectId || null}
        onChange={(value) => onProject(value ?? '')}
        data={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
      />
      <TextInput
        label="Date"
        type="date"
        required
        value={date}
        onChange={(event) => onDate(event.currentTarget.value)}
      />
    </Group>
  );
}

/** The use and waste of every stock item of a project on one day, sent together: all are applied or none. */
function StockUsageBulkPage({ category }: { category: 'Material' | 'Reusable' }) {
  const names = STOCK_PAGES[category];
  const [projectId, setProjectId] = useState('');
  const [date, setDate] = useState(() => pacificDate(new Date()));
  const [drafts, setDrafts] = useState<Record<string, UsageDraft>>({});
  const [problems, setProblems] = useState<Record<string, UsageProblems>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const stock = useStock(category, projectId);
  const log = useLogBulkUsage(category);
  const rows = projectId ? (stock.data ?? []) : [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = rows.filter((row) => logsSomething(drafts[row._id] ?? emptyUsage()));
    if (chosen.length === 0) {
      setNotice(stockMessages.bulkEmpty);
      return;
    }
    const checked = chosen.map((row) => ({
      row,
      ...checkUsage(drafts[row._id] ?? emptyUsage(), row.stockAvailable, stockMessages.usageExceedsStock),
    }));
    const found = Object.fromEntries(
      checked.filter((c) => Object.keys(c.problems).length > 0).map((c) => [c.row._id, c.problems]),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setNotice(stockMessages.bulkUsageInvalid);
      return;
    }
    setNotice(null);
    try {
      await log.mutateAsync({
        date,
        upadateMaterials: checked.map(({ row, entry }) => ({ ...entry, material: { _id: row._id } })),
      });
      setDrafts({});
      toastSuccess(stockMessages.usageLogged);
    } catch (error) {
      toastRefusal(error, stockMessages.bulkUsageInvalid);
    }
  };

  return (
    <Stack gap="md">
      <BackHeading back={{ to: names.list, label: names.plural }} title={`Update ${names.plural}`} />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={`Log use of ${names.plural.toLowerCase()}`}
      >
        <Stack gap="md">
          <ProjectAndDate
            projectId={projectId}
            date={date}
            onProject={(next) => {
              setProjectId(next);
              setDrafts({});
              setProblems({});
            }}
            onDate={setDate}
          />
          {!projectId ? (
            <Text c="dimmed">{stockMessages.chooseProject}</Text>
          ) : (
            <StockRowsState stock={stock} rows={rows} label={names.plural}>
              <ListTable
                aria-label={names.plural}
                minWidth={760}
                headings={['Name', 'Available', 'Use and waste']}
              >
                {rows.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>{row.itemType.name}</Table.Td>
                    <Table.Td>
                      {formatNumber(row.stockAvailable)} {row.itemType.unit}
                    </Table.Td>
                    <Table.Td>
                      <UsageFields
                        name={row.itemType.name}
                        draft={drafts[row._id] ?? emptyUsage()}
                        problems={problems[row._id] ?? {}}
                        onChange={(draft) => setDrafts((current) => ({ ...current, [row._id]: draft }))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            </StockRowsState>
          )}
          {notice ? (
            <Text c="red" role="alert">
              {notice}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={log.isPending} disabled={rows.length === 0}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** One item's use and waste on a day (`/bmdashboard/logMaterial`). */
export function LogMaterialPage() {
  const [category, setCategory] = useState<CountedCategory>('Material');
  const [projectId, setProjectId] = useState('');
  const [stockId, setStockId] = useState('');
  const [date, setDate] = useState(() => pacificDate(new Date()));
  const [draft, setDraft] = useState<UsageDraft>(emptyUsage);
  const [problems, setProblems] = useState<UsageProblems>({});
  const stock = useStock(category, projectId);
  const log = useLogUsage(category);
  const row = stock.data?.find((candidate) => candidate._id === stockId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!row) return;
    const checked = checkUsage(draft, row.stockAvailable, stockMessages.usageExceedsStock);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0) return;
    try {
      await log.mutateAsync({ ...checked.entry, material: { _id: row._id }, date });
      setDraft(emptyUsage());
      toastSuccess(stockMessages.usageLogged);
    } catch (error) {
      toastRefusal(error, stockMessages.usageExceedsStock);
    }
  };

  return (
    <Stack gap="md">
      <BackHeading
        back={{ to: STOCK_PAGES[category].list, label: STOCK_PAGES[category].plural }}
        title="Log Material Use"
      />
      <Card withBorder padding="md" maw={760}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Log use">
          <Stack gap="md">
            <Select
              label="Kind"
              allowDeselect={false}
              value={category}
              onChange={(value) => {
                setCategory(COUNTED.find((c) => c === value) ?? 'Material');
                setStockId('');
              }}
              data={COUNTED.map((c) => ({ value: c, label: STOCK_PAGES[c].plural }))}
            />
            <ProjectAndDate
              projectId={projectId}
              date={date}
              onProject={(next) => {
                setProjectId(next);
                setStockId('');
              }}
              onDate={setDate}
            />
            <Select
              label="Item"
              required
              searchable
              disabled={!projectId}
              placeholder={stock.isError ? 'The items could not be loaded' : stockMessages.chooseType}
              nothingFoundMessage={stockMessages.noStock}
              value={stockId || null}
              onChange={(value) => {
                setStockId(value ?? '');
                setProblems({});
              }}
              data={(projectId ? (stock.data ?? []) : []).map((candidate) => ({
                value: candidate._id,
                label: candidate.itemType.name,
              }))}
            />
            {row ? (
              <>
                <Text size="sm">
                  Available: {formatNumber(row.stockAvailable)} {row.itemType.unit}
                </Text>
                <UsageFields name={row.itemType.name} draft={draft} problems={problems} onChange={setDraft} />
              </>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={log.isPending} disabled={!row}>
                Submit
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

export const MaterialsUpdatePage = () => <StockUsageBulkPage category="Material" />;
export const ReusablesUpdatePage = () => <StockUsageBulkPage category="Reusable" />;
