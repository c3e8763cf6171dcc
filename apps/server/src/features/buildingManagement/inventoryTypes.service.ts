import {
  equipmentDescriptionSchema,
  inventoryCategoryNamed,
  type consumableTypeInput,
  type equipmentTypeInput,
  type InventoryCategory,
  type inventoryTypeCreateInput,
  type InventoryTypeJson,
  type inventoryTypeUpdateInput,
  type InventoryUnitJson,
  type materialTypeInput,
  type reusableTypeInput,
} from '@hgn/domain/buildingManagement';
import { isUuid } from '@hgn/domain/ids';
import { inventoryTypeMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolationOf, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import { presentInventoryType, presentInventoryUnit } from './inventoryTypes.present.js';
import {
  createInventoryTypesRepo,
  type InventoryTypeFields,
  type InventoryTypeItemRow,
  type InventoryTypeRow,
} from './inventoryTypes.repo.js';
import type { StoredFilesService } from './storedFiles.service.js';

type MaterialCreate = z.output<typeof materialTypeInput>;
type ConsumableCreate = z.output<typeof consumableTypeInput>;
type ReusableCreate = z.output<typeof reusableTypeInput>;
type EquipmentCreate = z.output<typeof equipmentTypeInput>;
type TypeCreate = z.output<typeof inventoryTypeCreateInput>;
type TypeChange = z.output<typeof inventoryTypeUpdateInput>;
type Picture = { image?: string | undefined; images?: string[] | undefined };

/** A new type's fields as each category's request gives them. */
type NewType = Picture & {
  name: string;
  description: string;
  unit?: string;
  size?: string;
  fuelType?: string;
};

const NAME_TAKEN: Record<InventoryCategory, (name: string) => string> = {
  Material: () => inventoryTypeMessages.materialExists,
  Consumable: () => inventoryTypeMessages.consumableExists,
  Reusable: () => inventoryTypeMessages.reusableExists,
  Tool: () => inventoryTypeMessages.toolExists,
  Equipment: inventoryTypeMessages.equipmentExists,
};

const nameTaken = (category: InventoryCategory, name: string) =>
  new AppError({
    code: 'INVENTORY_TYPE_NAME_TAKEN',
    field: 'name',
    message: NAME_TAKEN[category](name),
  });
const typeNotFound = () =>
  new AppError({
    code: 'INVENTORY_TYPE_NOT_FOUND',
    message: inventoryTypeMessages.typeNotFound,
  });
const categoryNotFound = () =>
  new AppError({
    code: 'INVENTORY_CATEGORY_NOT_FOUND',
    message: inventoryTypeMessages.categoryNotFound,
  });
const unknownUnit = () =>
  new AppError({
    code: 'INVENTORY_UNIT_NOT_FOUND',
    field: 'unit',
    message: inventoryTypeMessages.unknownUnit,
  });
const unitTaken = (unit: string) =>
  new AppError({
    code: 'INVENTORY_UNIT_TAKEN',
    field: 'unit',
    message: inventoryTypeMessages.unitExists(unit),
  });

const isNameTaken = isUniqueViolationOf('inventory_types_category_name_key');
const isUnitTaken = isUniqueViolationOf('inventory_units_name_key');

const categoryOf = (type: string): InventoryCategory => {
  const category = inventoryCategoryNamed(type);
  if (!category) throw categoryNotFound();
  return category;
};

/** An equipment type's description keeps the rule it was created with (150 characters, required). */
const equipmentDescriptionOf = (description: string): string => {
  const checked = equipmentDescriptionSchema.safeParse(description);
  if (!checked.success)
    throw new AppError({
      code: 'VALIDATION_FAILED',
      field: 'description',
      message: checked.error.issues[0]?.message ?? inventoryTypeMessages.enterDescription,
    });
  return checked.data;
};

export function createInventoryTypesService({ db }: FeatureDeps, files: Pick<StoredFilesService, 'store'>) {
  const repo = createInventoryTypesRepo(db);

  async function present(reader: DbOrTransaction, rows: InventoryTypeRow[]): Promise<InventoryTypeJson[]> {
    const items = await createInventoryTypesRepo(reader).listItemsOf(rows.map((row) => row.id));
    const itemsOf = new Map<string, InventoryTypeItemRow[]>();
    for (const item of items) itemsOf.set(item.typeId, [...(itemsOf.get(item.typeId) ?? []), item]);
    return rows.map((row) => presentInventoryType(row, itemsOf.get(row.id) ?? []));
  }

  async function read(reader: DbOrTransaction, typeId: string): Promise<InventoryTypeJson> {
    const row = await createInventoryTypesRepo(reader).findType(typeId);
    if (!row) throw typeNotFound();
    const [type] = await present(reader, [row]);
    return type!;
  }

  /** The unit as listed; one not listed is refused naming `unit`. */
  async function listedUnit(tx: DbOrTransaction, unit: string): Promise<string> {
    const listed = await createInventoryTypesRepo(tx).findUnit(unit);
    if (listed === undefined) throw unknownUnit();
    return listed;
  }

  /** Keeps the picture sent (`image`, or the one of `images`) in the transaction; undefined when none was. */
  async function keptPicture(tx: DbOrTransaction, sent: Picture, createdBy: string) {
    const field = sent.image !== undefined ? 'image' : 'images';
    const dataUrl = sent.image ?? sent.images?.[0];
    return dataUrl === undefined ? undefined : files.store(tx, dataUrl, { kind: 'image', field, createdBy });
  }

  /** Names are unique per category ignoring case and surrounding spaces; the index settles a race. */
  function create(category: InventoryCategory, fields: NewType, createdBy: string) {
    return refusedAs(
      () =>
        db.transaction(async (tx) => {
          if (await createInventoryTypesRepo(tx).isNameUsed(category, fields.name))
            throw nameTaken(category, fields.name);
          const unit = fields.unit === undefined ? '' : await listedUnit(tx, fields.unit);
          const imageUrl = (await keptPicture(tx, fields, createdBy)) ?? null;
          const typeId = await createInventoryTypesRepo(tx).insertType({
            category,
            name: fields.name,
            description: fields.description,
            unit,
            size: fields.size ?? '',
            fuelType: fields.fuelType ?? null,
            imageUrl,
            createdById: createdBy,
          });
          return read(tx, typeId);
        }),
      isNameTaken,
      () => nameTaken(category, fields.name),
    );
  }

  const createEquipment = ({ desc, description, fuel, ...fields }: EquipmentCreate, createdBy: string) =>
    create('Equipment', { ...fields, description: desc ?? description ?? '', fuelType: fuel }, createdBy);

  return {
    async listOfCategory(type: string): Promise<InventoryTypeJson[]> {
      return present(db, await repo.listTypes(categoryOf(type)));
    },

    createMaterial: (input: MaterialCreate, createdBy: string) => create('Material', input, createdBy),
    createConsumable: (input: ConsumableCreate, createdBy: string) => create('Consumable', input, createdBy),
    createReusable: (input: ReusableCreate, createdBy: string) => create('Reusable', input, createdBy),
    createEquipment,

    /** `POST /api/bm/invtypes`: the body's category decides the fields. */
    createOfCategory(input: TypeCreate, createdBy: string) {
      if (input.category === 'Equipment') return createEquipment(input, createdBy);
      const { category, ...fields } = input;
      return create(category, fields, createdBy);
    },

    /** Any of the fields of a type of the category named; a picture sent replaces the one kept. */
    update(type: string, typeId: string, change: TypeChange, editor: string): Promise<InventoryTypeJson> {
      const category = categoryOf(type);
      if (!isUuid(typeId)) throw typeNotFound();
      const id = typeId.toLowerCase();
      return refusedAs(
        () =>
          db.transaction(async (tx) => {
            const row = await createInventoryTypesRepo(tx).lockType(id);
            if (!row || row.category !== category) throw typeNotFound();
            if (
              change.name !== undefined &&
              (await createInventoryTypesRepo(tx).isNameUsed(category, change.name, id))
            )
              throw nameTaken(category, change.name);
            const set: Partial<InventoryTypeFields> = {
              name: change.name,
              description:
                change.description !== undefined && category === 'Equipment'
                  ? equipmentDescriptionOf(change.description)
                  : change.description,
              unit: change.unit === undefined ? undefined : await listedUnit(tx, change.unit),
              size: change.size,
              fuelType: change.fuelType,
              imageUrl: await keptPicture(tx, change, editor),
            };
            const given = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
            if (Object.keys(given).length > 0) await createInventoryTypesRepo(tx).updateType(id, given);
            return read(tx, id);
          }),
        isNameTaken,
        () => nameTaken(category, change.name ?? ''),
      );
    },

    async listUnits(): Promise<InventoryUnitJson[]> {
      return (await repo.listUnits()).map(presentInventoryUnit);
    },

    /** Units are unique ignoring case and surrounding spaces; the index settles a race. */
    createUnit: (unit: string): Promise<InventoryUnitJson> =>
      refusedAs(
        () =>
          db.transaction(async (tx) => {
            if ((await createInventoryTypesRepo(tx).findUnit(unit)) !== undefined) throw unitTaken(unit);
            return presentInventoryUnit(await createInventoryTypesRepo(tx).insertUnit(unit));
          }),
        isUnitTaken,
        () => unitTaken(unit),
      ),
  };
}

export type InventoryTypesService = ReturnType<typeof createInventoryTypesService>;
