// The building summaries' sums, each one query grouped by project (and category or condition), for one
// project or for all of them.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTransaction } from '../../db.js';

/** Rentals due within this many days (or overdue) are listed on a project's page. */
export const RENTAL_DUE_WITHIN_DAYS = 14;
const LIST_MAX = 20;

export type StockSumRow = {
  projectId: string;
  category: string;
  types: number;
  bought: number;
  used: number;
  wasted: number;
  available: number;
};
export type ItemSumRow = {
  projectId: string;
  category: string;
  condition: string;
  total: number;
  available: number;
  inUse: number;
};
export type CostRow = { projectId: string; currency: string; amount: number };
export type CountRow = { projectId: string; n: number };
export type LowStockRow = {
  id: string;
  name: string;
  category: string;
  unit: string;
  bought: number;
  available: number;
};
export type RentalDueRow = {
  id: string;
  name: string;
  code: string;
  category: string;
  rentalDueDate: string;
};

/** `and project_id = $1` when one project is asked for. */
const ofProject = (column: SQL, projectId: string | undefined): SQL =>
  projectId === undefined ? sql`true` : sql`${column} = ${projectId}`;

export function createProjectSummaryRepo(db: DbOrTransaction) {
  const rowsOf = async <T>(query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];

  return {
    /** Every project's id, name and state, by name; or the one asked for. */
    projects: (projectId?: string) =>
      rowsOf<{ id: string; name: string; isActive: boolean }>(sql`
        select id, name, is_active as "isActive" from building_projects
        where ${ofProject(sql`id`, projectId)}
        order by name, id`),

    stock: (projectId?: string) =>
      rowsOf<StockSumRow>(sql`
        select s.project_id as "projectId", t.category, count(*)::int as types,
          sum(s.stock_bought)::float8 as bought, sum(s.stock_used)::float8 as used,
          sum(s.stock_wasted)::float8 as wasted, sum(s.stock_available)::float8 as available
        from inventory_stock s join inventory_types t on t.id = s.type_id
        where ${ofProject(sql`s.project_id`, projectId)}
        group by s.project_id, t.category`),

    /** Items not returned, by condition; available ones are in the available list and neither lost nor spent. */
    items: (projectId?: string) =>
      rowsOf<ItemSumRow>(sql`
        select i.project_id as "projectId", t.category, i.condition, count(*)::int as total,
          count(*) filter (where not i.in_use and i.condition not in ('Lost', 'Needs Replacing'))::int as available,
          count(*) filter (where i.in_use)::int as "inUse"
        from inventory_items i join inventory_types t on t.id = i.type_id
        where not i.returned and ${ofProject(sql`i.project_id`, projectId)}
        group by i.project_id, t.category, i.condition`),

    /**
     * Money spent: approved purchases priced by their approver (in US dollars), and tools bought with
     * the add-tool form at their order's total with taxes and shipping, which each of the order's items
     * (all of one new type) carries; an item from an approved purchase is counted with the purchase.
     */
    costs: (projectId?: string) =>
      rowsOf<CostRow>(sql`
        select "projectId", currency, round(sum(amount)::numeric, 2)::float8 as amount from (
          select p.project_id as "projectId", 'USD' as currency, p.quantity * p.unit_price as amount
          from inventory_purchases p
          where p.status = 'Approved' and p.unit_price is not null and ${ofProject(sql`p.project_id`, projectId)}
          union all
          select i.project_id, coalesce(i.currency, 'USD'), max(i.total_price_with_shipping)
          from inventory_items i
          where i.purchase_id is null and i.total_price_with_shipping is not null
            and ${ofProject(sql`i.project_id`, projectId)}
          group by i.project_id, i.type_id, i.currency
        ) spent
        group by "projectId", currency
        order by currency`),

    openIssues: (projectId?: string) =>
      rowsOf<CountRow>(sql`
        select project_id as "projectId", count(*)::int as n from site_issues
        where status = 'open' and ${ofProject(sql`project_id`, projectId)}
        group by project_id`),

    pendingPurchases: (projectId?: string) =>
      rowsOf<CountRow>(sql`
        select project_id as "projectId", count(*)::int as n from inventory_purchases
        where status = 'Pending' and ${ofProject(sql`project_id`, projectId)}
        group by project_id`),

    /** Counted types of which at most a fifth of what was bought is left, the scarcest first. */
    lowStock: (projectId: string) =>
      rowsOf<LowStockRow>(sql`
        select t.id, t.name, t.category, t.unit, s.stock_bought as bought, s.stock_available as available
        from inventory_stock s join inventory_types t on t.id = s.type_id
        where s.project_id = ${projectId} and s.stock_bought > 0 and s.stock_available <= s.stock_bought / 5
        order by s.stock_available / s.stock_bought, t.name
        limit ${LIST_MAX}`),

    /** Rentals still held that are due by `until`, the soonest first. */
    rentalsDue: (projectId: string, until: string) =>
      rowsOf<RentalDueRow>(sql`
        select i.id, t.name, i.code, t.category, i.rental_due_date::text as "rentalDueDate"
        from inventory_items i join inventory_types t on t.id = i.type_id
        where i.project_id = ${projectId} and i.purchase_status = 'Rental' and not i.returned
          and i.rental_due_date <= ${until}::date
        order by i.rental_due_date, t.name, i.code
        limit ${LIST_MAX}`),
  };
}
