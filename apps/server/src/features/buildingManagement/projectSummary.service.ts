import type {
  ConstructionSummaryJson,
  CostJson,
  ItemTotalsJson,
  ProjectSummaryJson,
  StockTotalsJson,
} from '@hgn/domain/buildingManagement';
import { groupBy } from '@hgn/domain/collections';
import { isUuid } from '@hgn/domain/ids';
import { buildingMessages } from '@hgn/domain/messages';
import { addPacificDays, pacificDate, weekRange } from '@hgn/domain/time';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  createProjectSummaryRepo,
  RENTAL_DUE_WITHIN_DAYS,
  type CostRow,
  type CountRow,
  type ItemSumRow,
  type StockSumRow,
} from './projectSummary.repo.js';

type Figures = Omit<ProjectSummaryJson, 'lowStock' | 'rentalsDue' | 'weeks'>;

const projectNotFound = () =>
  new AppError({
    code: 'BUILDING_PROJECT_NOT_FOUND',
    message: buildingMessages.projectNotFound,
  });

const COUNTED = { materials: 'Material', consumables: 'Consumable', reusables: 'Reusable' } as const;
const ITEMS = { tools: 'Tool', equipment: 'Equipment' } as const;

function stockTotals(rows: readonly StockSumRow[], category: string): StockTotalsJson {
  const totals = { types: 0, bought: 0, used: 0, wasted: 0, available: 0 };
  for (const row of rows.filter((r) => r.category === category))
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  return totals;
}

function itemTotals(rows: readonly ItemSumRow[], category: string): ItemTotalsJson {
  const totals: ItemTotalsJson = { total: 0, available: 0, inUse: 0, conditions: {} };
  for (const row of rows.filter((r) => r.category === category)) {
    totals.total += row.total;
    totals.available += row.available;
    totals.inUse += row.inUse;
    totals.conditions[row.condition] = (totals.conditions[row.condition] ?? 0) + row.total;
  }
  return totals;
}

function costTotals(rows: readonly CostRow[]): CostJson[] {
  const byCurrency = groupBy(
    rows,
    (row) => row.currency,
    (row) => row.amount,
  );
  return [...byCurrency]
    .map(([currency, amounts]) => ({
      currency,
      amount: Math.round(amounts.reduce((sum, amount) => sum + amount, 0) * 100) / 100,
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

const countOf = (rows: readonly CountRow[]): number => rows.reduce((sum, row) => sum + row.n, 0);

type SumRows = {
  stock: StockSumRow[];
  items: ItemSumRow[];
  costs: CostRow[];
  openIssues: CountRow[];
  pendingPurchases: CountRow[];
};

/** The figures of whatever rows are given: one project's, or every project's for the total. */
function figuresOf(rows: SumRows): Figures {
  return {
    materials: stockTotals(rows.stock, COUNTED.materials),
    consumables: stockTotals(rows.stock, COUNTED.consumables),
    reusables: stockTotals(rows.stock, COUNTED.reusables),
    tools: itemTotals(rows.items, ITEMS.tools),
    equipment: itemTotals(rows.items, ITEMS.equipment),
    costs: costTotals(rows.costs),
    openIssues: countOf(rows.openIssues),
    pendingPurchases: countOf(rows.pendingPurchases),
  };
}

export function createProjectSummaryService({ db, clock }: FeatureDeps) {
  const repo = createProjectSummaryRepo(db);

  const sumsOf = async (projectId?: string): Promise<SumRows> => {
    const [stock, items, costs, openIssues, pendingPurchases] = await Promise.all([
      repo.stock(projectId),
      repo.items(projectId),
      repo.costs(projectId),
      repo.openIssues(projectId),
      repo.pendingPurchases(projectId),
    ]);
    return { stock, items, costs, openIssues, pendingPurchases };
  };

  return {
    async project(projectId: string): Promise<ProjectSummaryJson> {
      if (!isUuid(projectId)) throw projectNotFound();
      const id = projectId.toLowerCase();
      const now = clock.now();
      const today = pacificDate(now);
      const [[project], sums, lowStock, rentals] = await Promise.all([
        repo.projects(id),
        sumsOf(id),
        repo.lowStock(id),
        repo.rentalsDue(id, addPacificDays(today, RENTAL_DUE_WITHIN_DAYS)),
      ]);
      if (!project) throw projectNotFound();
      const last = weekRange(now, -1);
      const previous = weekRange(now, -2);
      return {
        ...figuresOf(sums),
        lowStock: lowStock.map(({ id: _id, ...row }) => ({ _id, ...row })),
        rentalsDue: rentals.map(({ id: _id, ...row }) => ({
          _id,
          ...row,
          daysLeft: Math.round((Date.parse(row.rentalDueDate) - Date.parse(today)) / 86_400_000),
        })),
        weeks: {
          last: { startDate: last.startDate, endDate: last.endDate },
          previous: { startDate: previous.startDate, endDate: previous.endDate },
        },
      };
    },

    async construction(): Promise<ConstructionSummaryJson> {
      const [projects, sums] = await Promise.all([repo.projects(), sumsOf()]);
      const byProject = <R extends { projectId: string }>(rows: R[]) => groupBy(rows, (row) => row.projectId);
      const grouped = {
        stock: byProject(sums.stock),
        items: byProject(sums.items),
        costs: byProject(sums.costs),
        openIssues: byProject(sums.openIssues),
        pendingPurchases: byProject(sums.pendingPurchases),
      };
      return {
        projects: projects.map((project) => ({
          _id: project.id,
          name: project.name,
          isActive: project.isActive,
          ...figuresOf({
            stock: grouped.stock.get(project.id) ?? [],
            items: grouped.items.get(project.id) ?? [],
            costs: grouped.costs.get(project.id) ?? [],
            openIssues: grouped.openIssues.get(project.id) ?? [],
            pendingPurchases: grouped.pendingPurchases.get(project.id) ?? [],
          }),
        })),
        total: figuresOf(sums),
      };
    },
  };
}

export type ProjectSummaryService = ReturnType<typeof createProjectSummaryService>;
