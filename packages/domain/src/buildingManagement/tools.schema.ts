import { z } from 'zod';
import { isUuid } from '../ids';
import { atMostItems, boundedText, TEXT_MAX, typedAsText, wholeNumber } from '../limits';
import { stockMessages } from '../messages/stock.messages';
import { toolMessages } from '../messages/tools.messages';
import { dayInput } from '../time/dayInput';
import { PURCHASE_PRIORITIES } from './stock';
import { imageDataUrl } from './storedFiles.schema';
import {
  addToolProblems,
  ITEM_STATUSES,
  TOOL_AREA_CODES,
  TOOL_CURRENCIES,
  TOOL_LOG_ACTIONS,
  TOOL_NEW_CONDITIONS,
  TOOL_PURCHASE_KINDS,
  TOOL_QUANTITY,
} from './tools.rules';

/** The most items a page of the tools or equipment list holds. */
export const TOOL_LIST_LIMIT_MAX = 200;
/** The most items one daily log may move. */
export const TOOL_LOG_ITEMS_MAX = 500;

/** `GET /api/bm/tools`, `/equipments`: optionally one project's items, or those whose name holds `name`, a page at a time. */
export const toolListQuery = z.object({
  name: boundedText(TEXT_MAX.name).trim().optional(),
  project: z
    .string()
    .refine((value) => isUuid(value), toolMessages.projectUnknown)
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(TOOL_LIST_LIMIT_MAX).default(100),
});
export type ToolListQuery = z.input<typeof toolListQuery>;

/** The add-tool form sends its numbers as typed, an empty field as none. */
const money = typedAsText(z.number().nullable().default(null));
const dayText = boundedText(40).trim().default('');
/** A yes/no answer as a boolean or as the form's words. */
const yesNo = z
  .union([z.boolean(), z.enum(['yes', 'no'])])
  .transform((value) => value === true || value === 'yes')
  .default(false);

/**
 * `POST /api/bm/tools`: the add-tool form (spec 3). Types and sizes are checked here; the form's rules
 * (`addToolProblems`) are checked by the service, so every broken rule is answered at once.
 */
export const addToolInput = z.object({
  project: boundedText(TEXT_MAX.token).trim().default(''),
  name: boundedText(TEXT_MAX.name).default(''),
  invoice: boundedText(TEXT_MAX.title).default(''),
  unitPrice: money,
  currency: z.enum(TOOL_CURRENCIES).default('USD'),
  quantity: money,
  purchaseRental: z.enum(TOOL_PURCHASE_KINDS).default('purchase'),
  // The original form starts at 'New', its options being 'new' and 'used'.
  condition: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(TOOL_NEW_CONDITIONS).default('new'),
  ),
  fromDate: dayText,
  toDate: dayText,
  shippingFee: money,
  taxes: money,
  // The original form keeps the country's code without its '+'.
  areaCode: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? `+${value}` : value),
    z.enum(TOOL_AREA_CODES).default('+1'),
  ),
  phoneNumber: boundedText(TEXT_MAX.phone).default(''),
  images: imageDataUrl.nullable().default(null),
  link: boundedText(TEXT_MAX.url).trim().default(''),
  description: boundedText(TEXT_MAX.freeText).default(''),
});
export type AddToolInput = z.input<typeof addToolInput>;

/** The add-tool form: the request with the form's rules, each broken one shown on its field at once. */
export const addToolForm = addToolInput.superRefine((input, context) => {
  for (const [field, message] of Object.entries(addToolProblems(input)))
    context.addIssue({ code: 'custom', path: [field], message });
});

const purchaseFields = {
  projectId: boundedText(TEXT_MAX.token, toolMessages.projectUnknown),
  quantity: wholeNumber(TOOL_QUANTITY.min, TOOL_QUANTITY.max, toolMessages.purchaseQuantity),
  priority: z.enum(PURCHASE_PRIORITIES, stockMessages.priorityInvalid),
  estTime: boundedText(TEXT_MAX.title).trim().default(''),
  desc: boundedText(TEXT_MAX.freeText).trim().default(''),
  makeModel: boundedText(TEXT_MAX.title).trim().default(''),
};

/** `POST /api/bm/tools/purchase`: a request to buy tools of a type for a project. */
export const toolPurchaseInput = z.object({
  ...purchaseFields,
  toolId: boundedText(TEXT_MAX.token, toolMessages.toolTypeUnknown),
});
export type ToolPurchaseInput = z.input<typeof toolPurchaseInput>;

/** `POST /api/bm/equipment/purchase`: a request to buy or rent equipment of a type for a project. */
export const equipmentPurchaseInput = z.object({
  ...purchaseFields,
  equipmentId: boundedText(TEXT_MAX.token, toolMessages.equipmentTypeUnknown),
});
export type EquipmentPurchaseInput = z.input<typeof equipmentPurchaseInput>;

/** The purchase forms: the requests, with a project and a type chosen before one is sent. */
const chosen = { projectId: purchaseFields.projectId.min(1, toolMessages.projectRequired) };
export const toolPurchaseForm = toolPurchaseInput.extend({
  ...chosen,
  toolId: toolPurchaseInput.shape.toolId.min(1, toolMessages.toolTypeUnknown),
});
export const equipmentPurchaseForm = equipmentPurchaseInput.extend({
  ...chosen,
  equipmentId: equipmentPurchaseInput.shape.equipmentId.min(1, toolMessages.equipmentTypeUnknown),
});

/** `PUT /api/bm/tools/{id}/status`, `/equipment/{id}/status`: the status update page (spec 2.6). */
export const itemStatusInput = z
  .object({
    date: dayInput(toolMessages.enterDate),
    status: z.enum(ITEM_STATUSES, toolMessages.statusRequired),
    lastUsedBy: boundedText(TEXT_MAX.name).trim().default(''),
    lastUsedFor: boundedText(TEXT_MAX.title).trim().default(''),
    replacementRequired: yesNo,
    image: imageDataUrl.nullable().default(null),
    description: boundedText(TEXT_MAX.freeText).trim().default(''),
    sendNote: yesNo,
    note: boundedText(TEXT_MAX.freeText).trim().default(''),
  })
  .refine((input) => !input.sendNote || input.note.length > 0, {
    message: toolMessages.noteRequired,
    path: ['note'],
  });
export type ItemStatusInput = z.input<typeof itemStatusInput>;

const idText = boundedText(TEXT_MAX.token);
const codeText = boundedText(TEXT_MAX.title);

/** An item's id as an option carries it: a text of a token's length, not blank. */
const isItemId = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= TEXT_MAX.token;

/**
 * An item as the picker's option carries it (`{value, label, ...}`): `value` is the item's id,
 * `label` its code; anything else the option holds is left aside.
 */
const toolCodeOption = z.object({
  value: z
    .unknown()
    .refine(isItemId, toolMessages.toolCodeValue)
    .transform((value) => String(value).trim()),
  label: codeText.default(''),
});

/**
 * `POST /api/bm/tools/log`: check items of some tool types in or out on a day. Each type's
 * `toolCodes` names its items' codes, as one comma-separated text, a list of texts, or the picker's
 * options, whose `value` is then the item checked in or out.
 */
export const toolLogInput = z.object({
  action: z.enum(TOOL_LOG_ACTIONS),
  date: dayInput(toolMessages.enterDate),
  typesArray: z
    .array(
      z.object({
        toolType: idText.default(''),
        toolName: boundedText(TEXT_MAX.title).default(''),
        toolItems: z.array(idText).max(...atMostItems(TOOL_LOG_ITEMS_MAX)),
        toolCodes: z
          .union([
            boundedText(TEXT_MAX.freeText),
            z.array(z.union([codeText, toolCodeOption])).max(...atMostItems(TOOL_LOG_ITEMS_MAX)),
          ])
          .optional(),
      }),
    )
    .max(...atMostItems(TOOL_LOG_ITEMS_MAX))
    .refine((types) => types.some((type) => type.toolItems.length > 0), toolMessages.noItemsSelected)
    .refine(
      (types) => types.reduce((sum, type) => sum + type.toolItems.length, 0) <= TOOL_LOG_ITEMS_MAX,
      atMostItems(TOOL_LOG_ITEMS_MAX)[1],
    ),
});
export type ToolLogInput = z.input<typeof toolLogInput>;
