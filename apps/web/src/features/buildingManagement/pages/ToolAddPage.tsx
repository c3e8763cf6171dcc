import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Card,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  addToolProblems,
  storedFileAccept,
  TOOL_AREA_CODES,
  TOOL_CURRENCIES,
  toolTotalPrice,
  type AddToolField,
  type ToolCurrency,
} from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { isApiError, refusedField, serverSentence } from '../../../shared/api/apiError';
import { BackHeading } from '../../../ui/BackHeading';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { readFileAsDataUrl } from '../api/storedFiles';
import { useAddTool } from '../api/toolsApi';
import { BuildingProjectSelect, ChoiceRadios } from '../components/ItemFormParts';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { CancelSubmitButtons } from '../../../ui/FormParts';

type Form = {
  project: string;
  name: string;
  invoice: string;
  unitPrice: number | string;
  currency: ToolCurrency;
  quantity: number | string;
  purchaseRental: 'purchase' | 'rental';
  condition: 'new' | 'used';
  fromDate: string;
  toDate: string;
  shippingFee: number | string;
  taxes: number | string;
  areaCode: (typeof TOOL_AREA_CODES)[number];
  phoneNumber: string;
  image: File | null;
  link: string;
  description: string;
};

const EMPTY: Form = {
  project: '',
  name: '',
  invoice: '',
  unitPrice: '',
  currency: 'USD',
  quantity: '',
  purchaseRental: 'purchase',
  condition: 'new',
  fromDate: '',
  toDate: '',
  shippingFee: '',
  taxes: '',
  areaCode: '+1',
  phoneNumber: '',
  image: null,
  link: '',
  description: '',
};

type Problems = Partial<Record<AddToolField | 'images', string>>;

const numberOrNull = (value: number | string): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** The form's fields as the rules and the API read them. */
const fieldsOf = (form: Form) => ({
  ...form,
  unitPrice: numberOrNull(form.unitPrice),
  quantity: numberOrNull(form.quantity),
  shippingFee: numberOrNull(form.shippingFee),
  taxes: numberOrNull(form.taxes),
  toDate: form.purchaseRental === 'rental' ? form.toDate : '',
});

/** The live total to 2 decimals with the currency, e.g. "43.60 USD". */
const totalText = (form: Form): string => {
  const fields = fieldsOf(form);
  const total = toolTotalPrice({
    unitPrice: fields.unitPrice ?? 0,
    quantity: fields.quantity ?? 0,
    taxes: fields.taxes ?? 0,
    shippingFee: fields.shippingFee ?? 0,
  });
  return `${total.toFixed(2)} ${form.currency}`;
};

/** The add-tool form (spec 3, 4, 5): every rule at once, return date for rentals only, a live total. */
export function ToolAddPage() {
  const navigate = useNavigate();
  const addTool = useAddTool();
  const [form, setForm] = useState<Form>(EMPTY);
  // What the server refused, by field, until that field changes.
  const [refused, setRefused] = useState<Problems>({});
  // Once a submit was tried the rules' problems are shown, worked out from the fields as they are now,
  // so a problem goes as soon as its field (or the field it is compared with) is put right.
  const [isChecked, setIsChecked] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const problems: Problems = isChecked ? { ...refused, ...addToolProblems(fieldsOf(form)) } : refused;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setRefused((current) => ({ ...current, [key === 'image' ? 'images' : key]: undefined }));
  };
  const hasProblems = Object.values(problems).some(Boolean);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsChecked(true);
    const fields = fieldsOf(form);
    if (Object.keys(addToolProblems(fields)).length > 0) return;
    const { image, ...rest } = fields;
    try {
      const images = image ? await readFileAsDataUrl(image) : null;
      const added = await addTool.mutateAsync({ ...rest, images });
      toastSuccess(toolMessages.toolCreated(added.name));
      setForm(EMPTY);
      setRefused({});
      setIsChecked(false);
      setFormKey((key) => key + 1);
    } catch (error) {
      const body = isApiError(error) ? (error.body as { errors?: unknown }) : null;
      if (body && typeof body.errors === 'object' && body.errors !== null) setRefused(body.errors);
      else if (refusedField(error) === 'images') setRefused({ images: serverSentence(error, '') });
      toastRefusal(error, toolMessages.missingRequiredField);
    }
  };

  return (
    <Stack gap="md">
      <BackHeading back={{ to: buildingPaths.buildingTools, label: 'Tools' }} title="Add Tool" />
      <Card withBorder padding="md" maw={760}>
        <form key={formKey} onSubmit={(event) => void submit(event)} noValidate aria-label="Add tool">
          <Stack gap="md">
            {hasProblems ? (
              <Alert color="red" role="alert" title={toolMessages.missingRequiredField}>
                Please correct the fields marked below.
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <BuildingProjectSelect
                required
                value={form.project}
                onChange={(projectId) => set('project', projectId)}
                placeholder={toolMessages.projectRequired}
                error={problems.project}
              />
              <TextInput
                label="Tool name"
                required
                value={form.name}
                onChange={(event) => set('name', event.currentTarget.value)}
                error={problems.name}
              />
              <TextInput
                label="Invoice number or ID"
                required
                value={form.invoice}
                onChange={(event) => set('invoice', event.currentTarget.value)}
                error={problems.invoice}
              />
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <NumberInput
                  label="Unit price"
                  required
                  min={1}
                  decimalScale={2}
                  value={form.unitPrice}
                  onChange={(value) => set('unitPrice', value)}
                  error={problems.unitPrice}
                  style={{ flex: 1 }}
                />
                <Select
                  label="Currency"
                  w={100}
                  allowDeselect={false}
                  value={form.currency}
                  onChange={(value) => set('currency', value ?? 'USD')}
                  data={TOOL_CURRENCIES}
                />
              </Group>
              <NumberInput
                label="Quantity"
                required
                min={1}
                max={999}
                allowDecimal={false}
                value={form.quantity}
                onChange={(value) => set('quantity', value)}
                error={problems.quantity}
              />
              <ChoiceRadios
                label="Purchase or rental"
                value={form.purchaseRental}
                onChange={(value) => set('purchaseRental', value)}
                choices={[
                  { value: 'purchase', label: 'Purchase' },
                  { value: 'rental', label: 'Rental' },
                ]}
              />
              <ChoiceRadios
                label="Condition"
                value={form.condition}
                onChange={(value) => set('condition', value)}
                choices={[
                  { value: 'new', label: 'New' },
                  { value: 'used', label: 'Used' },
                ]}
              />
              <TextInput
                type="date"
                label={form.purchaseRental === 'rental' ? 'Rental date' : 'Purchase date'}
                required
                value={form.fromDate}
                onChange={(event) => set('fromDate', event.currentTarget.value)}
                error={problems.fromDate}
              />
              <TextInput
                type="date"
                label="Return date"
                required={form.purchaseRental === 'rental'}
                disabled={form.purchaseRental !== 'rental'}
                value={form.purchaseRental === 'rental' ? form.toDate : ''}
                onChange={(event) => set('toDate', event.currentTarget.value)}
                error={problems.toDate}
              />
              <NumberInput
                label="Shipping fee"
                min={0}
                decimalScale={2}
                value={form.shippingFee}
                onChange={(value) => set('shippingFee', value)}
                error={problems.shippingFee}
              />
              <NumberInput
                label="Taxes (%)"
                min={0}
                max={100}
                decimalScale={2}
                value={form.taxes}
                onChange={(value) => set('taxes', value)}
                error={problems.taxes}
              />
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Select
                  label="Area code"
                  w={100}
                  allowDeselect={false}
                  value={form.areaCode}
                  onChange={(value) => set('areaCode', value === '+44' ? '+44' : '+1')}
                  data={TOOL_AREA_CODES}
                />
                <TextInput
                  label="Supplier phone number"
                  inputMode="tel"
                  value={form.phoneNumber}
                  onChange={(event) => set('phoneNumber', event.currentTarget.value)}
                  error={problems.phoneNumber}
                  style={{ flex: 1 }}
                />
              </Group>
              <FileInput
                label="Picture"
                accept={storedFileAccept('image')}
                clearable
                value={form.image}
                onChange={(file) => set('image', file)}
                error={problems.images}
              />
              <TextInput
                label="Link to buy or rent"
                type="url"
                value={form.link}
                onChange={(event) => set('link', event.currentTarget.value)}
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              value={form.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              error={problems.description}
            />
            <Text fw={700} aria-live="polite">
              Total price (with taxes and shipping): {totalText(form)}
            </Text>
            <CancelSubmitButtons
              submitLabel="Submit"
              submitting={addTool.isPending}
              onCancel={() => void navigate(buildingPaths.buildingTools)}
            />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
