import type { Step } from './step.js';

/**
 * The building area: building projects, tool types and their items, spread so that the first project
 * (`Bench Building 1`) holds a large share; each item has its type's name and a numbered code, a tenth
 * are in use and a few are lost or worn.
 */
export const inventorySteps: readonly Step[] = [
  {
    name: 'building projects',
    async run(client, { scale }) {
      await client.query(
        `INSERT INTO building_projects (id, name, location, template, is_active)
         SELECT pg_temp.bench_id('building', i), 'Bench Building ' || i, 'Site ' || i, 'Earthbag Village', true
         FROM generate_series(1, $1::integer) AS i`,
        [scale.buildingProjects],
      );
    },
  },
  {
    name: 'tool types and items',
    async run(client, { scale }) {
      await client.query(
        `INSERT INTO inventory_types (id, category, name, description, unit)
         SELECT pg_temp.bench_id('tool-type', i), 'Tool',
           (ARRAY['Hammer','Shovel','Saw','Drill','Ladder','Level','Wheelbarrow','Trowel','Chisel','Wrench'])[1 + mod(i, 10)]
             || ' ' || i,
           'A tool of the benchmark organisation', 'pieces'
         FROM generate_series(1, $1::integer) AS i`,
        [scale.toolTypes],
      );
      await client.query(
        `INSERT INTO inventory_items (id, type_id, project_id, code, purchase_status, condition, in_use, unit_price,
           currency, total_price_with_shipping)
         SELECT pg_temp.bench_id('tool', i),
           pg_temp.bench_id('tool-type', 1 + pg_temp.bench_pick('tool-type:' || i, $2::integer)),
           pg_temp.bench_id('building', CASE WHEN mod(i, 2) = 0 THEN 1
             ELSE 1 + pg_temp.bench_pick('tool-building:' || i, $3::integer) END),
           'T-' || i,
           CASE WHEN mod(i, 7) = 0 THEN 'Rental' ELSE 'Purchased' END,
           (ARRAY['New','Good','Good','Good','Worn','Needs Repair','Lost','Good','New','Good'])[1 + mod(i, 10)],
           mod(i, 10) = 3,
           10 + mod(i, 90), 'USD', 10 + mod(i, 90)
         FROM generate_series(1, $1::integer) AS i`,
        [scale.toolItems, scale.toolTypes, scale.buildingProjects],
      );
    },
  },
];
