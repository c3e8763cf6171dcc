import {
  addToolProblems,
  ITEM_STATUS_CONDITIONS,
  toolTotalPrice,
  type addToolInput,
  type equipmentPurchaseInput,
  type ItemPurchaseJson,
  type PendingItemPurchaseJson,
  type itemStatusInput,
  type ToolAddedJson,
  type ToolItemJson,
  type toolListQuery,
  type toolLogInput,
  type ToolLogJson,
  type toolPurchaseInput,
} from '@hgn/domain/buildingManagement';
import { isUuid } from '@hgn/domain/ids';
import { toolMessages } from '@hgn/domain/messages';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import { rawJson, type RawJson } from '../../platform/http/raw-json.js';
import type { FeatureDeps } from '../../feature.js';
import { paragraphsHtml } from '../../platform/email/html.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { isUniqueViolationOf, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError, invalidField } from '../../platform/http/app-error.js';
import type { StoredFilesService } from './storedFiles.service.js';
import { presentItemPurchase, presentItems, presentPendingItemPurchase } from './tools.present.js';
import { createBuildingProjectsRepo } from './buildingProjects.repo.js';
import { buildingItemsAnswer, createToolsRepo, type ItemCategory, type ItemRow } from './tools.repo.js';

type ListQuery = z.output<typeof toolListQuery>;
type AddTool = z.output<typeof addToolInput>;
type ToolPurchase = z.output<typeof toolPurchaseInput>;
type EquipmentPurchase = z.output<typeof equipmentPurchaseInput>;
type StatusUpdate = z.output<typeof itemStatusInput>;
type ToolLog = z.output<typeof toolLogInput>;

const itemNotFound = (category: ItemCategory) =>
  category === 'Tool'
    ? new AppError({ code: 'TOOL_NOT_FOUND', message: toolMessages.toolNotFound })
    : new AppError({ code: 'EQUIPMENT_NOT_FOUND', message: toolMessages.equipmentNotFound });

/** Every broken rule at once: `errors` maps each field to its message; the first is also `field`. */
const brokenRules = (problems: Record<string, string>) => {
  const [field, message] = Object.entries(problems)[0]!;
  return new AppError({
    code: 'VALIDATION_FAILED',
    body: { error: toolMessages.missingRequiredField, message, field, errors: problems },
  });
};

const toolTaken = () =>
  new AppError({
    code: 'TOOL_NAME_TAKEN',
    field: 'name',
    error: toolMessages.toolTaken,
    message: toolMessages.toolTaken,
  });
const isToolNameTaken = isUniqueViolationOf('inventory_types_category_name_key');

export function createToolsService(
  { db, keptAnswers }: FeatureDeps,
  storedFiles: Pick<StoredFilesService, 'store'>,
) {
  /** Whether a text names a building project. */
  const isProject = async (tx: DbOrTransaction, projectId: string) =>
    isUuid(projectId) &&
    (await createBuildingProjectsRepo(tx).findProject(projectId.toLowerCase())) !== undefined;

  /** A page of items with their records: five reads, whatever the page's size. */
  async function present(reader: DbOrTransaction, items: ItemRow[]): Promise<ToolItemJson[]> {
    if (items.length === 0) return [];
    const itemIds = items.map((item) => item.id);
    const projectIds = [...new Set(items.map((item) => item.projectId))];
    const typeIds = [...new Set(items.map((item) => item.typeId))];
    const reads = [
      () => createToolsRepo(reader).updatesOf(itemIds),
      () => createToolsRepo(reader).logsOf(itemIds),
      () => createToolsRepo(reader).purchasesOf(projectIds, typeIds),
      () => createToolsRepo(reader).typeListsOf(projectIds, typeIds),
    ] as const;
    // Outside a transaction the reads go in parallel; a transaction's connection takes them in turn.
    const [updates, logs, purchases, lists] =
      reader === db
        ? await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()])
        : [await reads[0](), await reads[1](), await reads[2](), await reads[3]()];
    return presentItems(items, { updates, logs, purchases, lists });
  }

  async function readItem(reader: DbOrTransaction, itemId: string, category: ItemCategory) {
    const row = isUuid(itemId)
      ? await createToolsRepo(reader).findItem(itemId.toLowerCase(), category)
      : undefined;
    if (!row) throw itemNotFound(category);
    const [item] = await present(reader, [row]);
    return item!;
  }

  /** A page of the list; the same for every reader, so kept between requests until an item's tables change. */
  function list(category: ItemCategory, query: ListQuery): Promise<RawJson<ToolItemJson[]>> {
    const filter = {
      category,
      projectId: query.project?.toLowerCase(),
      name: query.name,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    };
    return keptAnswers.answer(buildingItemsAnswer, JSON.stringify(filter), async () =>
      rawJson(JSON.stringify(await present(db, await createToolsRepo(db).listItems(filter)))),
    );
  }

  async function requestPurchase(
    actorId: string,
    category: ItemCategory,
    input: Omit<ToolPurchase, 'toolId'>,
    typeId: string,
  ): Promise<ItemPurchaseJson> {
    const typeField = category === 'Tool' ? 'toolId' : 'equipmentId';
    return db.transaction(async (tx) => {
      if (!(await isProject(tx, input.projectId)))
        throw invalidField('projectId', toolMessages.projectUnknown);
      if (!isUuid(typeId) || !(await createToolsRepo(tx).typeExists(typeId.toLowerCase(), category)))
        throw invalidField(
          typeField,
          category === 'Tool' ? toolMessages.toolTypeUnknown : toolMessages.equipmentTypeUnknown,
        );
      const purchaseId = await createToolsRepo(tx).insertPurchase({
        projectId: input.projectId.toLowerCase(),
        typeId: typeId.toLowerCase(),
        requestedById: actorId,
        quantity: input.quantity,
        priority: input.priority,
        estTime: input.estTime,
        usageDesc: input.desc,
        makeModel: input.makeModel,
      });
      return presentItemPurchase(await createToolsRepo(tx).findPurchase(purchaseId));
    });
  }

  function updateStatus(actorId: string, category: ItemCategory, itemId: string, input: StatusUpdate) {
    if (!isUuid(itemId)) throw itemNotFound(category);
    const id = itemId.toLowerCase();
    return db.transaction(async (tx) => {
      const item = await createToolsRepo(tx).lockItem(id, category);
      if (!item) throw itemNotFound(category);
      if (item.returned) throw invalidField('status', toolMessages.alreadyReturned);
      const isReturn = input.status === 'Returned';
      if (isReturn && item.purchaseStatus !== 'Rental')
        throw invalidField('status', toolMessages.returnedOnlyRentals);
      const condition = ITEM_STATUS_CONDITIONS[input.status];
      const imageUrl = input.image
        ? await storedFiles.store(tx, input.image, { kind: 'image', field: 'image', createdBy: actorId })
        : null;
      await createToolsRepo(tx).insertUpdate({
        itemId: id,
        date: input.date,
        condition,
        createdById: actorId,
        lastUsedBy: input.lastUsedBy,
        lastUsedFor: input.lastUsedFor,
        replacementRequired: input.replacementRequired,
        description: input.description,
        imageUrl,
      });
      await createToolsRepo(tx).setItemCondition(id, condition, isReturn);
      if (input.sendNote) {
        const to = await createToolsRepo(tx).managerEmailOf(item.projectId);
        if (!to) throw invalidField('sendNote', toolMessages.noBuildingManager);
        const lines = [
          `${item.typeName} ${item.code}: ${input.status} (${condition}) on ${input.date}.`,
          input.note,
        ];
        await enqueueEmail(tx, {
          to: [to],
          subject: toolMessages.noteSubject(item.typeName, item.code),
          text: lines.join('\n\n'),
          html: paragraphsHtml(lines),
        });
      }
      return readItem(tx, id, category);
    });
  }

  return {
    listTools: (query: ListQuery) => list('Tool', query),
    listEquipment: (query: ListQuery) => list('Equipment', query),
    getTool: (toolId: string) => readItem(db, toolId, 'Tool'),
    getEquipment: (equipmentId: string) => readItem(db, equipmentId, 'Equipment'),

    /**
     * Creates the Tool type and `quantity` items of it in the project, in one transaction. Every broken
     * rule of the form is answered at once; a name in use (any case) is 409, the index settling a race.
     */
    addTool: (actorId: string, input: AddTool): Promise<ToolAddedJson> =>
      refusedAs(
        () =>
          db.transaction(async (tx) => {
            const problems: Record<string, string> = addToolProblems(input);
            if (input.project && !problems.project) {
              if (!(await isProject(tx, input.project))) problems.project = toolMessages.projectUnknown;
            }
            if (Object.keys(problems).length > 0) throw brokenRules(problems);
            const name = input.name.trim();
            if (await createToolsRepo(tx).typeNamedLike('Tool', name)) throw toolTaken();
            const imageUrl = input.images
              ? await storedFiles.store(tx, input.images, {
                  kind: 'image',
                  field: 'images',
                  createdBy: actorId,
                })
              : null;
            const description = input.description.trim();
            const typeId = await createToolsRepo(tx).insertType({
              category: 'Tool',
              name,
              description,
              imageUrl,
              createdById: actorId,
            });
            const quantity = input.quantity!;
            const money = {
              unitPrice: input.unitPrice!,
              quantity,
              taxes: input.taxes ?? 0,
              shippingFee: input.shippingFee ?? 0,
            };
            const totalPriceWithShipping = toolTotalPrice(money);
            const isRental = input.purchaseRental === 'rental';
            // The type is new, so its items are numbered from 1 as approved purchases go on numbering them.
            const codes = Array.from({ length: quantity }, (_, index) => String(index + 1));
            const items = await createToolsRepo(tx).insertItems(
              codes.map((code) => ({
                typeId,
                projectId: input.project.toLowerCase(),
                code,
                purchaseStatus: isRental ? 'Rental' : 'Purchased',
                condition: input.condition === 'used' ? 'Used' : 'New',
                imageUrl,
                rentedOnDate: isRental ? input.fromDate : null,
                rentalDueDate: isRental ? input.toDate : null,
                invoice: input.invoice.trim(),
                unitPrice: money.unitPrice,
                currency: input.currency,
                shippingFee: money.shippingFee,
                taxes: money.taxes,
                totalPriceWithShipping,
                link: input.link,
                supplierPhone: input.phoneNumber ? `${input.areaCode} ${input.phoneNumber}` : '',
                createdById: actorId,
              })),
            );
            return {
              message: toolMessages.toolCreated(name),
              _id: typeId,
              name,
              category: 'Tool' as const,
              description,
              imageUrl,
              totalPriceWithShipping,
              items: items.map((item) => ({ _id: item.id, code: item.code })),
            };
          }),
        isToolNameTaken,
        toolTaken,
      ),

    async pendingPurchases(category: ItemCategory): Promise<PendingItemPurchaseJson[]> {
      return (await createToolsRepo(db).pendingPurchasesOf(category)).map(presentPendingItemPurchase);
    },
    purchaseTools: (actorId: string, input: ToolPurchase) =>
      requestPurchase(actorId, 'Tool', input, input.toolId),
    purchaseEquipment: (actorId: string, input: EquipmentPurchase) =>
      requestPurchase(actorId, 'Equipment', input, input.equipmentId),

    updateToolStatus: (actorId: string, toolId: string, input: StatusUpdate) =>
      updateStatus(actorId, 'Tool', toolId, input),
    updateEquipmentStatus: (actorId: string, equipmentId: string, input: StatusUpdate) =>
      updateStatus(actorId, 'Equipment', equipmentId, input),

    /**
     * Checks the items in or out, each on its own: those that can move do, with a log record; the
     * others are named. Any refusal answers 404 with both lists, the moves made kept.
     */
    async logTools(actorId: string, input: ToolLog): Promise<ToolLogJson> {
      const checkOut = input.action === 'Check Out';
      const requested = input.typesArray.flatMap((type) => {
        const codes = typeof type.toolCodes === 'string' ? type.toolCodes.split(',') : (type.toolCodes ?? []);
        return type.toolItems.map((itemId, index) => {
          const code = codes[index];
          const [id, label] = typeof code === 'object' ? [code.value, code.label] : [itemId, code ?? ''];
          return { id: id.toLowerCase(), name: type.toolName, code: label.trim() };
        });
      });
      const answer = await db.transaction(async (tx) => {
        const ids = [...new Set(requested.map((item) => item.id).filter((id) => isUuid(id)))];
        const known = ids.length > 0 ? await createToolsRepo(tx).namesOf(ids) : [];
        const moved = new Set(
          known.length > 0
            ? await createToolsRepo(tx).moveItems(
                known.map((item) => item.id),
                checkOut,
              )
            : [],
        );
        if (moved.size > 0)
          await createToolsRepo(tx).insertLogs(
            [...moved].map((itemId) => ({
              itemId,
              date: input.date,
              type: input.action,
              createdById: actorId,
            })),
          );
        const namesOf = new Map(known.map((item) => [item.id, item]));
        const reported = new Set<string>();
        const results: { message: string }[] = [];
        const errors: { message: string }[] = [];
        for (const item of requested) {
          const { name, code } = namesOf.get(item.id) ?? item;
          if (moved.has(item.id) && !reported.has(item.id)) {
            reported.add(item.id);
            results.push({
              message: checkOut ? toolMessages.checkedOut(name, code) : toolMessages.checkedIn(name, code),
            });
          } else
            errors.push({
              message: checkOut
                ? toolMessages.notAvailableForCheckOut(name, code)
                : toolMessages.notAvailableForCheckIn(name, code),
            });
        }
        return { errors, results };
      });
      if (answer.errors.length > 0) throw new AppError({ code: 'TOOL_ITEMS_NOT_AVAILABLE', body: answer });
      return answer;
    },
  };
}

export type ToolsService = ReturnType<typeof createToolsService>;
