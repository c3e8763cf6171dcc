// The rules of tools and equipment (spec 002, 2.6, 4, 5), zod-free so the add-tool form, the status
// page and the server share them.
import { toolMessages } from '../messages/tools.messages';

export const TOOL_CURRENCIES = ['USD', 'EUR', 'CAD'] as const;
export type ToolCurrency = (typeof TOOL_CURRENCIES)[number];
export const TOOL_AREA_CODES = ['+1', '+44'] as const;
export const TOOL_PURCHASE_KINDS = ['purchase', 'rental'] as const;
export const TOOL_NEW_CONDITIONS = ['new', 'used'] as const;

export const TOOL_NAME_LENGTH = { min: 3, max: 15 } as const;
export const TOOL_DESCRIPTION_LENGTH = { min: 5, max: 500 } as const;
export const TOOL_QUANTITY = { min: 1, max: 999 } as const;
export const TOOL_UNIT_PRICE_MIN = 1;
/** The most money one field may hold, so a total stays a finite number with cents. */
export const TOOL_MONEY_MAX = 1_000_000_000;

/** What a tool or a piece of equipment can be found in; the last four show a red mark. */
export const ITEM_CONDITIONS = [
  'New',
  'Used',
  'Good',
  'Worn',
  'Needs Repair',
  'Needs Replacing',
  'Lost',
  'Returned',
] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
const FLAGGED_CONDITIONS: readonly string[] = ['Lost', 'Needs Replacing', 'Worn', 'Needs Repair'];
const UNUSABLE_CONDITIONS: readonly string[] = ['Lost', 'Needs Replacing'];

/** Lost, Needs Replacing, Worn and Needs Repair show a red mark. */
export const isConditionFlagged = (condition: string): boolean => FLAGGED_CONDITIONS.includes(condition);

/** An item may be checked out only from the available list and when it is neither lost nor worn out. */
export const isAvailableForCheckOut = (item: { inAvailable: boolean; condition: string }): boolean =>
  item.inAvailable && !UNUSABLE_CONDITIONS.includes(item.condition);

/** The status update page's choices and the condition each sets. */
export const ITEM_STATUS_CONDITIONS = {
  'Working well': 'Good',
  'Broken/Needs repair': 'Needs Repair',
  'Stolen/Lost': 'Lost',
  'End of life': 'Needs Replacing',
  Returned: 'Returned',
} as const satisfies Record<string, ItemCondition>;
export type ItemStatus = keyof typeof ITEM_STATUS_CONDITIONS;
export const ITEM_STATUSES = Object.keys(ITEM_STATUS_CONDITIONS) as ItemStatus[];

export const TOOL_LOG_ACTIONS = ['Check In', 'Check Out'] as const;
export type ToolLogAction = (typeof TOOL_LOG_ACTIONS)[number];

/** Price times quantity, plus taxes percent of that, plus shipping, to the cent. */
export function toolTotalPrice(input: {
  unitPrice: number;
  quantity: number;
  taxes: number;
  shippingFee: number;
}): number {
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  const subtotal = finite(input.unitPrice) * finite(input.quantity);
  return (
    Math.round((subtotal + (subtotal * finite(input.taxes)) / 100 + finite(input.shippingFee)) * 100) / 100
  );
}

/** The add-tool form's fields as the rules read them: numbers may be missing, texts are as typed. */
export type AddToolFields = {
  project: string;
  name: string;
  invoice: string;
  unitPrice: number | null;
  quantity: number | null;
  purchaseRental: string;
  fromDate: string;
  toDate: string;
  shippingFee: number | null;
  taxes: number | null;
  phoneNumber: string;
  description: string;
};
export type AddToolField = keyof AddToolFields;

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/** Every broken rule of the add-tool form at once, by field (spec 5); empty when the form may be sent. */
export function addToolProblems(fields: AddToolFields): Partial<Record<AddToolField, string>> {
  const problems: Partial<Record<AddToolField, string>> = {};
  const name = fields.name.trim();
  const description = fields.description.trim();
  if (!fields.project) problems.project = toolMessages.projectRequired;
  if (name.length < TOOL_NAME_LENGTH.min || name.length > TOOL_NAME_LENGTH.max)
    problems.name = toolMessages.nameLength;
  if (!fields.invoice.trim()) problems.invoice = toolMessages.invoiceRequired;
  if (
    fields.quantity === null ||
    !Number.isInteger(fields.quantity) ||
    fields.quantity < TOOL_QUANTITY.min ||
    fields.quantity > TOOL_QUANTITY.max
  )
    problems.quantity = toolMessages.quantityRange;
  if (
    fields.unitPrice === null ||
    !Number.isFinite(fields.unitPrice) ||
    fields.unitPrice < TOOL_UNIT_PRICE_MIN ||
    fields.unitPrice > TOOL_MONEY_MAX
  )
    problems.unitPrice = toolMessages.unitPriceMinimum;
  if (!isDay(fields.fromDate)) problems.fromDate = toolMessages.enterDate;
  const isRental = fields.purchaseRental === 'rental';
  if (isRental && (!isDay(fields.toDate) || (isDay(fields.fromDate) && fields.toDate <= fields.fromDate)))
    problems.toDate = toolMessages.returnAfterRental;
  if (
    fields.shippingFee !== null &&
    (!Number.isFinite(fields.shippingFee) || fields.shippingFee < 0 || fields.shippingFee > TOOL_MONEY_MAX)
  )
    problems.shippingFee = toolMessages.shippingFeeInvalid;
  if (fields.taxes !== null && (!Number.isFinite(fields.taxes) || fields.taxes < 0 || fields.taxes > 100))
    problems.taxes = toolMessages.taxesInvalid;
  if (fields.phoneNumber.trim() && !/^\d{10}$/.test(fields.phoneNumber.replace(/[\s().-]/g, '')))
    problems.phoneNumber = toolMessages.phoneDigits;
  if (description.length < TOOL_DESCRIPTION_LENGTH.min || description.length > TOOL_DESCRIPTION_LENGTH.max)
    problems.description = toolMessages.descriptionLength;
  return problems;
}

/** Whole days from `today` to a rental's due day (both `YYYY-MM-DD`); negative once it is past. */
export const rentalDaysLeft = (dueDate: string, today: string): number =>
  Math.round((Date.parse(dueDate) - Date.parse(today)) / 86_400_000);
