import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import {
  stockBulkUsageFormInput,
  stockUsageFormInput,
  type CountedCategory,
} from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { pacificDate } from '@hgn/domain/time';
import { BackHeading } from '../../../ui/BackHeading';
import { FormErrorAlert, FormProblemText } from '../../../ui/FormParts';
import { formatNumber } from '../../../ui/formatNumber';
import { ListTable } from '../../../ui/ListTable';
import { toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useBuildingProjects } from '../api/buildingProjectsApi';
import { useLogBulkUsage, useLogUsage, useStock } from '../api/stockApi';
import { COUNTED, STOCK_PAGES } from '../stock/stockCategories';
import { StockRowsState } from '../stock/StockRowsState';
import { blankUsage, UsageFields, type UsageDraft } from '../stock/UsageFields';

function ProjectAndDate({
  projectId,
  onProject,
  dateInput,
}: {
  projectId: string;
  onProject: (projectId: string) => void;
  /** The form's date field. */
  dateInput: TextInputProps;
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
      <TextInput label="Date" type="date" required {...dateInput} />
    </Group>
  );
}

type BulkUsageForm = { date: string; upadateMaterials: UsageDraft[] };

/** The use and waste of every stock item of a project on one day, sent together: all are applied or none. */
function StockUsageBulkPage({ category }: { category: 'Material' | 'Reusable' }) {
  const names = STOCK_PAGES[category];
  const [projectId, setProjectId] = useState('');
  const stock = useStock(category, projectId);
  const log = useLogBulkUsage(category);
  const rows = useMemo(() => (projectId ? (stock.data ?? []) : []), [projectId, stock.data]);
  const schema = useMemo(
    () => stockBulkUsageFormInput((id) => rows.find((row) => row._id === id)?.stockAvailable ?? 0),
    [rows],
  );
  const [blank] = useState<BulkUsageForm>(() => ({ date: pacificDate(new Date()), upadateMaterials: [] }));
  const { form, formError, clearFormError, showRefusal } = useDialogForm(schema, blank);
  const { errors } = form.formState;
  const { reset, getValues } = form;

  // A row for each item of the project, blank again when the project (or its items) change.
  const rowIds = rows.map((row) => row._id).join(' ');
  useEffect(() => {
    reset({ date: getValues('date'), upadateMaterials: rowIds ? rowIds.split(' ').map(blankUsage) : [] });
  }, [reset, getValues, rowIds]);

  // The list's own problem (nothing logged) is its root once the form was sent whole.
  const listProblem = errors.upadateMaterials;
  const notice =
    listProblem?.message ??
    listProblem?.root?.message ??
    (listProblem ? stockMessages.bulkUsageInvalid : undefined);

  const submit = form.handleSubmit(async (input) => {
    clearFormError();
    try {
      await log.mutateAsync(input);
      reset({ date: input.date, upadateMaterials: rows.map((row) => blankUsage(row._id)) });
      toastSuccess(stockMessages.usageLogged);
    } catch (error) {
      showRefusal(error, stockMessages.bulkUsageInvalid);
    }
  });

  return (
    <Stack gap="md">
      <BackHeading back={{ to: names.list, label: names.plural }} title={`Update ${names.plural}`} />
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={`Log use of ${names.plural.toLowerCase()}`}
      >
        <Stack gap="md">
          <FormErrorAlert message={formError} />
          <ProjectAndDate
            projectId={projectId}
            onProject={setProjectId}
            dateInput={{ ...form.register('date'), error: errors.date?.message }}
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
                {rows.map((row, index) => (
                  <Table.Tr key={row._id}>
                    <Table.Td>{row.itemType.name}</Table.Td>
                    <Table.Td>
                      {formatNumber(row.stockAvailable)} {row.itemType.unit}
                    </Table.Td>
                    <Table.Td>
                      <UsageFields
                        control={form.control}
                        at={(key) => `upadateMaterials.${index}.${key}` as const}
                        recheck="upadateMaterials"
                        name={row.itemType.name}
                        problem={errors.upadateMaterials?.[index]?.material?.message}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </ListTable>
            </StockRowsState>
          )}
          <FormProblemText message={notice ?? null} />
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

type UsageForm = UsageDraft & { date: string };

/** One item's use and waste on a day (`/bmdashboard/logMaterial`). */
export function LogMaterialPage() {
  const [category, setCategory] = useState<CountedCategory>('Material');
  const [projectId, setProjectId] = useState('');
  const stock = useStock(category, projectId);
  const log = useLogUsage(category);
  const [blank] = useState<UsageForm>(() => ({ ...blankUsage(''), date: pacificDate(new Date()) }));
  const [stockId, setStockId] = useState('');
  const row = stock.data?.find((candidate) => candidate._id === stockId);
  const schema = useMemo(() => stockUsageFormInput(row?.stockAvailable ?? 0), [row?.stockAvailable]);
  const { form, formError, clearFormError, showRefusal } = useDialogForm(schema, blank);
  const { errors } = form.formState;

  const chooseItem = (next: string) => {
    setStockId(next);
    form.setValue('material._id', next);
    form.clearErrors();
  };

  const submit = form.handleSubmit(async (input) => {
    clearFormError();
    try {
      await log.mutateAsync(input);
      form.reset({ ...blankUsage(stockId), date: input.date });
      toastSuccess(stockMessages.usageLogged);
    } catch (error) {
      showRefusal(error, stockMessages.usageExceedsStock);
    }
  });
  return (
    <Stack gap="md">
      <BackHeading
        back={{ to: STOCK_PAGES[category].list, label: STOCK_PAGES[category].plural }}
        title="Log Material Use"
      />
      <Card withBorder padding="md" maw={760}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Log use">
          <Stack gap="md">
            <FormErrorAlert message={formError} />
            <Select
              label="Kind"
              allowDeselect={false}
              value={category}
              onChange={(value) => {
                setCategory(COUNTED.find((c) => c === value) ?? 'Material');
                chooseItem('');
              }}
              data={COUNTED.map((c) => ({ value: c, label: STOCK_PAGES[c].plural }))}
            />
            <ProjectAndDate
              projectId={projectId}
              onProject={(next) => {
                setProjectId(next);
                chooseItem('');
              }}
              dateInput={{ ...form.register('date'), error: errors.date?.message }}
            />
            <Select
              label="Item"
              required
              searchable
              disabled={!projectId}
              placeholder={stock.isError ? 'The items could not be loaded' : stockMessages.chooseType}
              nothingFoundMessage={stockMessages.noStock}
              value={stockId || null}
              onChange={(value) => chooseItem(value ?? '')}
              error={errors.material?._id?.message}
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
                <UsageFields
                  control={form.control}
                  at={(key) => key}
                  recheck="material"
                  name={row.itemType.name}
                  problem={errors.material?.message}
                />
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
