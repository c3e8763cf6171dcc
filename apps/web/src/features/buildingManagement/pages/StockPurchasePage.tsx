import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Card, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  STOCK_QUANTITY_MAX,
  type CountedCategory,
  type PurchasePriority,
} from '@hgn/domain/buildingManagement';
import { TEXT_MAX } from '@hgn/domain/limits';
import { stockMessages } from '@hgn/domain/messages';
import { refusedField, serverSentence } from '../../../shared/api/apiError';
import { BackHeading } from '../../../ui/BackHeading';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useBuildingProjects } from '../api/buildingProjectsApi';
import { useInventoryTypes } from '../api/inventoryTypesApi';
import { useRequestPurchase } from '../api/stockApi';
import { PrioritySelect } from '../components/ItemFormParts';
import { STOCK_PAGES } from '../stock/stockCategories';
import { CancelSubmitButtons } from '../../../ui/FormParts';

type Form = {
  primaryId: string;
  secondaryId: string;
  quantity: number | string;
  priority: PurchasePriority;
  brand: string;
};
type Problems = Partial<Record<keyof Form, string>>;

/** A request to buy a quantity of a counted type for a project; an Owner or Administrator decides it. */
function StockPurchasePage({ category }: { category: CountedCategory }) {
  const names = STOCK_PAGES[category];
  const navigate = useNavigate();
  const projects = useBuildingProjects();
  const types = useInventoryTypes(category);
  const purchase = useRequestPurchase(category);
  const [form, setForm] = useState<Form>({
    primaryId: '',
    secondaryId: '',
    quantity: 1,
    priority: 'Medium',
    brand: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = typeof form.quantity === 'number' ? form.quantity : Number.NaN;
    const found: Problems = {};
    if (!form.primaryId) found.primaryId = stockMessages.chooseProject;
    if (!form.secondaryId) found.secondaryId = stockMessages.chooseType;
    if (!(quantity > 0 && quantity <= STOCK_QUANTITY_MAX)) found.quantity = stockMessages.quantityPositive;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await purchase.mutateAsync({ ...form, quantity });
      toastSuccess(stockMessages.purchaseRequested);
      void navigate(names.list);
    } catch (error) {
      const field = refusedField(error);
      if (field !== undefined && field in form) setProblems({ [field]: serverSentence(error, '') });
      toastRefusal(error, stockMessages.quantityPositive);
    }
  };

  return (
    <Stack gap="md">
      <BackHeading back={{ to: names.list, label: names.plural }} title={`Purchase ${names.plural}`} />
      <Card withBorder padding="md" maw={760}>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={`Purchase ${names.plural.toLowerCase()}`}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Project"
                required
                placeholder={stockMessages.chooseProject}
                value={form.primaryId || null}
                onChange={(value) => set('primaryId', value ?? '')}
                data={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
                error={problems.primaryId}
              />
              <Select
                label={names.singular}
                required
                searchable
                placeholder={types.isError ? 'The types could not be loaded' : stockMessages.chooseType}
                value={form.secondaryId || null}
                onChange={(value) => set('secondaryId', value ?? '')}
                data={(types.data ?? []).map((type) => ({
                  value: type._id,
                  label: type.unit ? `${type.name} (${type.unit})` : type.name,
                }))}
                error={problems.secondaryId}
              />
              <NumberInput
                label="Quantity"
                required
                min={0}
                max={STOCK_QUANTITY_MAX}
                value={form.quantity}
                onChange={(value) => set('quantity', value)}
                error={problems.quantity}
              />
              <PrioritySelect
                value={form.priority}
                onChange={(priority) => set('priority', priority)}
                error={problems.priority}
              />
              <TextInput
                label="Brand"
                maxLength={TEXT_MAX.title}
                value={form.brand}
                onChange={(event) => set('brand', event.currentTarget.value)}
                error={problems.brand}
              />
            </SimpleGrid>
            <CancelSubmitButtons
              submitLabel="Submit"
              submitting={purchase.isPending}
              onCancel={() => void navigate(names.list)}
            />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

export const MaterialPurchasePage = () => <StockPurchasePage category="Material" />;
export const ConsumablePurchasePage = () => <StockPurchasePage category="Consumable" />;
export const ReusablePurchasePage = () => <StockPurchasePage category="Reusable" />;
