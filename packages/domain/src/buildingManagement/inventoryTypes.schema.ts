import { z } from 'zod';
import { atMostItems, boundedText, TEXT_MAX } from '../limits';
import { inventoryTypeMessages as m } from '../messages/inventory.messages';
import { EQUIPMENT_DESCRIPTION_MAX, FUEL_TYPES, INVENTORY_DESCRIPTION_MAX } from './inventoryTypes';
import { imageDataUrl } from './storedFiles.schema';

const typeName = boundedText(TEXT_MAX.name, m.enterName).trim().min(1, m.enterName);
const typeDescription = boundedText(INVENTORY_DESCRIPTION_MAX).trim();
const unitName = boundedText(TEXT_MAX.name, m.chooseUnit).trim().min(1, m.chooseUnit);
const sizeText = boundedText(TEXT_MAX.name).trim();
const fuelType = z.enum(FUEL_TYPES, m.chooseFuel);

/** An equipment type's description: required, at most 150 characters (spec 002, 5). */
export const equipmentDescriptionSchema = z
  .string(m.enterDescription)
  .trim()
  .min(1, m.enterDescription)
  .max(EQUIPMENT_DESCRIPTION_MAX, m.descriptionTooLong);

/** A picture of the type, as `image` or as the one item of `images`. */
const picture = {
  image: imageDataUrl.optional(),
  images: z
    .array(imageDataUrl)
    .max(...atMostItems(1))
    .optional(),
};

/** `POST /api/bm/invtypes/material`: a name, a listed unit, a description and a picture if wished. */
export const materialTypeInput = z.object({
  name: typeName,
  description: typeDescription.default(''),
  unit: unitName,
  ...picture,
});
export type MaterialTypeInput = z.input<typeof materialTypeInput>;

/** `POST /api/bm/consumables`: a material type's fields and the size of one piece. */
export const consumableTypeInput = materialTypeInput.extend({ size: sizeText.default('') });
export type ConsumableTypeInput = z.input<typeof consumableTypeInput>;

/** `POST /api/bm/invtypes/reusables`: a name, a description and a picture if wished. */
export const reusableTypeInput = z.object({
  name: typeName,
  description: typeDescription.default(''),
  ...picture,
});
export type ReusableTypeInput = z.input<typeof reusableTypeInput>;

const equipmentTypeFields = z.object({
  name: typeName,
  desc: equipmentDescriptionSchema.optional(),
  /** Accepted in place of `desc`. */
  description: equipmentDescriptionSchema.optional(),
  fuel: fuelType.default('Diesel'),
  ...picture,
});

const describedEquipment = (
  value: { desc?: string | undefined; description?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.desc === undefined && value.description === undefined)
    ctx.addIssue({ code: 'custom', path: ['desc'], message: m.enterDescription });
};

/** `POST /api/bm/invtypes/equipment {name, desc, fuel}` (spec 002, 2.6 and 5). */
export const equipmentTypeInput = equipmentTypeFields.superRefine(describedEquipment);
export type EquipmentTypeInput = z.input<typeof equipmentTypeInput>;

/** `POST /api/bm/invtypes`: a new type of the category named in the body, with that category's fields. */
export const inventoryTypeCreateInput = z.discriminatedUnion(
  'category',
  [
    materialTypeInput.extend({ category: z.literal('Material') }),
    consumableTypeInput.extend({ category: z.literal('Consumable') }),
    reusableTypeInput.extend({ category: z.literal('Reusable') }),
    equipmentTypeFields.extend({ category: z.literal('Equipment') }).superRefine(describedEquipment),
  ],
  { error: m.chooseCategory },
);
export type InventoryTypeCreateInput = z.input<typeof inventoryTypeCreateInput>;

/** `PUT /api/bm/invtypes/{category}/{id}`: any of the fields; a picture replaces the one kept. */
export const inventoryTypeUpdateInput = z.object({
  name: typeName.optional(),
  description: typeDescription.optional(),
  unit: unitName.optional(),
  size: sizeText.optional(),
  fuelType: fuelType.optional(),
  ...picture,
});
export type InventoryTypeUpdateInput = z.input<typeof inventoryTypeUpdateInput>;

/** `POST /api/bm/inventoryUnits {unit}`. */
export const inventoryUnitInput = z.object({
  unit: boundedText(TEXT_MAX.name, m.enterUnit).trim().min(1, m.enterUnit),
});
export type InventoryUnitInput = z.input<typeof inventoryUnitInput>;
