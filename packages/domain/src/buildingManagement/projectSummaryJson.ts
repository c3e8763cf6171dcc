// What a building project's page and the total construction summary show: stock by category, the
// state of tools and equipment, costs, rentals coming due and open site issues, all summed in the
// database from the inventory's own rows.
import { z } from 'zod';

/** Counted stock of one category (materials, consumables or reusables) summed over its types. */
export const stockTotalsJson = z.strictObject({
  types: z.number(),
  bought: z.number(),
  used: z.number(),
  wasted: z.number(),
  available: z.number(),
});
export type StockTotalsJson = z.infer<typeof stockTotalsJson>;

/** A counted type of which little is left: at most a fifth of what was bought. */
export const lowStockJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  bought: z.number(),
  available: z.number(),
});

/** Items (tools or equipment) by state, and by condition. */
export const itemTotalsJson = z.strictObject({
  total: z.number(),
  available: z.number(),
  inUse: z.number(),
  conditions: z.record(z.string(), z.number()),
});
export type ItemTotalsJson = z.infer<typeof itemTotalsJson>;

/** Money spent in one currency: approved purchases at their recorded unit price, and priced items. */
export const costJson = z.strictObject({ currency: z.string(), amount: z.number() });
export type CostJson = z.infer<typeof costJson>;

export const rentalDueJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  category: z.string(),
  rentalDueDate: z.iso.date(),
  /** Days from today (Pacific) to the due date; negative once it has passed. */
  daysLeft: z.number(),
});
export type RentalDueJson = z.infer<typeof rentalDueJson>;

const weekJson = z.strictObject({ startDate: z.iso.date(), endDate: z.iso.date() });

const projectFiguresShape = {
  materials: stockTotalsJson,
  consumables: stockTotalsJson,
  reusables: stockTotalsJson,
  tools: itemTotalsJson,
  equipment: itemTotalsJson,
  costs: z.array(costJson),
  openIssues: z.number(),
  pendingPurchases: z.number(),
};

/** `GET /api/bm/project/{id}/summary`: the project's page below its details. */
export const projectSummaryJson = z.strictObject({
  ...projectFiguresShape,
  lowStock: z.array(lowStockJson),
  rentalsDue: z.array(rentalDueJson),
  /** The weekly summary header: last week and the week before, Sunday to Saturday Pacific. */
  weeks: z.strictObject({ last: weekJson, previous: weekJson }),
});
export type ProjectSummaryJson = z.infer<typeof projectSummaryJson>;

/** One project's line of the total construction summary. */
export const constructionProjectJson = z.strictObject({
  _id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  ...projectFiguresShape,
});
export type ConstructionProjectJson = z.infer<typeof constructionProjectJson>;

/** `GET /api/bm/projects/summary`: every project's figures and their sum. */
export const constructionSummaryJson = z.strictObject({
  projects: z.array(constructionProjectJson),
  total: z.strictObject(projectFiguresShape),
});
export type ConstructionSummaryJson = z.infer<typeof constructionSummaryJson>;
