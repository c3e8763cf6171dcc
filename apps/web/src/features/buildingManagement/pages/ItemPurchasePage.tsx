import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Card, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { TOOL_QUANTITY } from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { refusedField, serverSentence } from '../../../shared/api/apiError';
import { BackHeading } from '../../../ui/BackHeading';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { BuildingProjectSelect, PrioritySelect } from '../components/ItemFormParts';
import { useItemTypes, usePurchaseItems, type ItemCategory, type PurchaseRequest } from '../api/toolsApi';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { CancelSubmitButtons } from '../../../ui/FormParts';

type Form = Omit<PurchaseRequest, 'quantity'> & { quantity: number | string };
type Problems = Partial<Record<keyof Form, string>>;

/** A request to buy tools or equipment of a type for a project; an Owner or Administrator decides it. */
function ItemPurchasePage({ category }: { category: ItemCategory }) {
  const navigate = useNavigate();
  const types = useItemTypes(category);
  const purchase = usePurchaseItems(category);
  const noun = category === 'Tool' ? 'Tool' : 'Equipment';
  const list = category === 'Tool' ? buildingPaths.buildingTools : buildingPaths.buildingEquipment;
  const [form, setForm] = useState<Form>({
    projectId: '',
    typeId: '',
    quantity: 1,
    priority: 'Low',
    estTime: '',
    desc: '',
    makeModel: '',
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
    if (!form.projectId) found.projectId = toolMessages.projectRequired;
    if (!form.typeId)
      found.typeId = category === 'Tool' ? toolMessages.toolTypeUnknown : toolMessages.equipmentTypeUnknown;
    if (!Number.isInteger(quantity) || quantity < TOOL_QUANTITY.min || quantity > TOOL_QUANTITY.max)
      found.quantity = toolMessages.purchaseQuantity;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await purchase.mutateAsync({ ...form, quantity });
      toastSuccess(toolMessages.purchaseRequested);
      void navigate(list);
    } catch (error) {
      const field = refusedField(error);
      const key = field === 'toolId' || field === 'equipmentId' ? 'typeId' : field;
      if (key !== undefined) setProblems({ [key]: serverSentence(error, '') });
      toastRefusal(error, toolMessages.purchaseQuantity);
    }
  };

  return (
    <Stack gap="md">
      <BackHeading
        back={{ to: list, label: category === 'Tool' ? 'Tools' : 'Equipment' }}
        title={`Purchase ${noun}`}
      />
      <Card withBorder padding="md" maw={760}>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={`Purchase ${noun.toLowerCase()}`}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <BuildingProjectSelect
                required
                placeholder={toolMessages.projectRequired}
                value={form.projectId}
                onChange={(projectId) => set('projectId', projectId)}
                error={problems.projectId}
              />
              <Select
                label={noun}
                required
                searchable
                placeholder={
                  types.isError ? 'The types could not be loaded' : `Choose a ${noun.toLowerCase()}`
                }
                value={form.typeId || null}
                onChange={(value) => set('typeId', value ?? '')}
                data={(types.data ?? []).map((type) => ({ value: type._id, label: type.name }))}
                error={problems.typeId}
              />
              <NumberInput
                label="Quantity"
                required
                min={TOOL_QUANTITY.min}
                max={TOOL_QUANTITY.max}
                allowDecimal={false}
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
                label="Estimated time needed"
                value={form.estTime}
                onChange={(event) => set('estTime', event.currentTarget.value)}
              />
              <TextInput
                label="Preferred make and model"
                value={form.makeModel}
                onChange={(event) => set('makeModel', event.currentTarget.value)}
              />
            </SimpleGrid>
            <Textarea
              label="Usage description"
              autosize
              minRows={3}
              value={form.desc}
              onChange={(event) => set('desc', event.currentTarget.value)}
            />
            <CancelSubmitButtons
              submitLabel="Submit"
              submitting={purchase.isPending}
              onCancel={() => void navigate(list)}
            />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}

export const ToolPurchasePage = () => <ItemPurchasePage category="Tool" />;
export const EquipmentPurchasePage = () => <ItemPurchasePage category="Equipment" />;
