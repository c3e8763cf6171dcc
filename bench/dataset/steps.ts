import { ROLES } from '@hgn/domain/permissions';
import { PROJECT_CATEGORIES } from '@hgn/domain/projects';
import { benchAccounts } from './accounts.js';
import {
  collaborationPreferences,
  firstNames,
  jobTitles,
  lastNames,
  places,
  projectSubjects,
  teamAdjectives,
  teamNouns,
} from './names.js';
import { pickFrom, type Step } from './step.js';
import { taskRollUpStep, taskSteps } from './tasks.js';
import { timeEntrySteps } from './timeEntries.js';
import { summarySteps } from './summaries.js';
import { inventorySteps } from './inventory.js';
import { collaborationSteps } from './collaboration.js';

/**
 * Session-local helpers. Every row's id and every "random" choice is a hash of the row's ordinal, so
 * a scale always produces the same organisation and later steps can name earlier rows without a join.
 */
const helpers = `
CREATE FUNCTION pg_temp.bench_id(kind text, n integer) RETURNS uuid
  LANGUAGE sql IMMUTABLE AS $$ SELECT md5(kind || ':' || n)::uuid $$;
CREATE FUNCTION pg_temp.bench_pick(seed text, n integer) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$ SELECT mod(hashtext(seed)::bigint + 2147483648, n)::integer $$;
CREATE FUNCTION pg_temp.bench_unit(seed text) RETURNS double precision
  LANGUAGE sql IMMUTABLE AS $$ SELECT (hashtext(seed)::bigint + 2147483648) / 4294967296.0 $$;
CREATE FUNCTION pg_temp.bench_is_active(n integer) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT mod(n, 10) <> 0 $$;
`;

const helpersStep: Step = {
  name: 'helpers',
  async run(client) {
    await client.query(helpers);
  },
};

// The server adds each role's default permissions when it starts; the rows only have to exist for the users' foreign key.
const rolesStep: Step = {
  name: 'roles',
  async run(client) {
    await client.query('INSERT INTO roles (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [
      ROLES,
    ]);
  },
};

// Nine in ten users are active (every tenth one has left); about nine in ten are Volunteers. The first
// three are the bench accounts: the Owner, the Volunteer and the Manager. Each lives within two degrees
// of their city, so the team map has everyone on it once their hours reach its threshold.
const usersStep: Step = {
  name: 'users',
  async run(client, { scale, passwordHash }) {
    await client.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, is_active, job_title,
         weekly_committed_hours, time_zone, location_country, location_city, home_country,
         location_user_provided, location_lat, location_lng, collaboration_preference, start_date, end_date, created_at, password_changed_at)
       SELECT pg_temp.bench_id('user', i),
         CASE i WHEN 1 THEN $2 WHEN 2 THEN $3 WHEN 3 THEN $11
           ELSE format('bench-user-%s@example.org', lpad(i::text, 6, '0')) END,
         $4,
         ${pickFrom('$5::text[]', `'first:' || i`)},
         ${pickFrom('$6::text[]', `'last:' || i`)},
         CASE WHEN i = 1 THEN 'Owner' WHEN i = 2 THEN 'Volunteer' WHEN i = 3 THEN 'Manager'
           WHEN r.bucket < 1 THEN 'Owner' WHEN r.bucket < 4 THEN 'Administrator' WHEN r.bucket < 24 THEN 'Manager'
           WHEN r.bucket < 54 THEN 'Mentor' WHEN r.bucket < 104 THEN 'Core Team' ELSE 'Volunteer' END,
         pg_temp.bench_is_active(i),
         ARRAY[${pickFrom('$7::text[]', `'job:' || i`)}],
         (ARRAY[5, 10, 10, 10, 10, 15, 20, 30, 40])[1 + pg_temp.bench_pick('hours:' || i, 9)],
         ($9::text[])[p.k][3], ($9::text[])[p.k][1], ($9::text[])[p.k][2], ($9::text[])[p.k][1],
         ($9::text[])[p.k][2] || ', ' || ($9::text[])[p.k][1],
         ($9::text[])[p.k][4]::double precision + 4 * (pg_temp.bench_unit('lat:' || i) - 0.5),
         ($9::text[])[p.k][5]::double precision + 4 * (pg_temp.bench_unit('lng:' || i) - 0.5),
         ${pickFrom('$8::text[]', `'collaboration:' || i`)},
         r.start_date,
         CASE WHEN pg_temp.bench_is_active(i) THEN NULL
           ELSE least(r.start_date + 30 + pg_temp.bench_pick('stay:' || i, 700), current_date - 1) END,
         r.start_date, r.start_date
       FROM generate_series(1, $1::integer) AS i
       CROSS JOIN LATERAL (
         SELECT pg_temp.bench_pick('role:' || i, 1000) AS bucket,
           current_date - pg_temp.bench_pick('start:' || i, 5 * 365) AS start_date
       ) AS r
       CROSS JOIN LATERAL (SELECT 1 + pg_temp.bench_pick('place:' || i, $10::integer) AS k) AS p`,
      [
        scale.users,
        benchAccounts.owner.email,
        benchAccounts.volunteer.email,
        passwordHash,
        firstNames,
        lastNames,
        jobTitles,
        collaborationPreferences,
        places.map((place) => [...place]),
        places.length,
        benchAccounts.manager.email,
      ],
    );
    // Everyone has seen their permissions (a row of their own in the permissions area).
    await client.query('INSERT INTO user_permissions (user_id, is_acknowledged) SELECT id, true FROM users');
  },
};

const teamsStep: Step = {
  name: 'teams',
  async run(client, { scale }) {
    await client.query(
      `INSERT INTO teams (id, name, is_active, team_code, created_at, updated_at)
       SELECT pg_temp.bench_id('team', t),
         format('%s %s %s', ${pickFrom('$2::text[]', `'team-adjective:' || t`)}, ${pickFrom('$3::text[]', `'team-noun:' || t`)}, t),
         pg_temp.bench_pick('team-active:' || t, 20) <> 0,
         format('B%s', lpad(t::text, 4, '0')),
         c.created_at, c.created_at
       FROM generate_series(1, $1::integer) AS t
       CROSS JOIN LATERAL (SELECT now() - make_interval(days => pg_temp.bench_pick('team-created:' || t, 1500)) AS created_at) AS c`,
      [scale.teams, teamAdjectives, teamNouns],
    );
  },
};

// Each active user is in one to three teams; a stride of 37 keeps a user's teams distinct.
const teamMembersStep: Step = {
  name: 'team members',
  async run(client, { scale }) {
    await client.query(
      `INSERT INTO team_members (team_id, user_id, visible, added_at)
       SELECT pg_temp.bench_id('team', 1 + mod(pg_temp.bench_pick('team:' || i, $2::integer) + j * 37, $2::integer)),
         pg_temp.bench_id('user', i),
         pg_temp.bench_pick('visible:' || i || ':' || j, 20) <> 0,
         now() - make_interval(days => pg_temp.bench_pick('joined:' || i || ':' || j, 1000))
       FROM generate_series(1, $1::integer) AS i
       CROSS JOIN LATERAL generate_series(0, pg_temp.bench_pick('team-count:' || i, 3)) AS j
       WHERE pg_temp.bench_is_active(i)
       ON CONFLICT DO NOTHING`,
      [scale.users, scale.teams],
    );
    // Each member is filed under the team code of the team they joined first.
    await client.query(
      `INSERT INTO user_team_codes (user_id, team_code)
       SELECT DISTINCT ON (m.user_id) m.user_id, t.team_code
       FROM team_members m JOIN teams t ON t.id = m.team_id
       ORDER BY m.user_id, m.added_at, t.id`,
    );
  },
};

const projectsStep: Step = {
  name: 'projects',
  async run(client, { scale }) {
    await client.query(
      `INSERT INTO projects (id, name, category, is_active, created_at, updated_at)
       SELECT pg_temp.bench_id('project', p),
         format('%s %s', ${pickFrom('$2::text[]', `'project-subject:' || p`)}, p),
         ${pickFrom('$3::text[]', `'project-category:' || p`)},
         pg_temp.bench_pick('project-active:' || p, 100) >= 15,
         c.created_at, c.created_at
       FROM generate_series(1, $1::integer) AS p
       CROSS JOIN LATERAL (SELECT now() - make_interval(days => pg_temp.bench_pick('project-created:' || p, 1800)) AS created_at) AS c`,
      [scale.projects, projectSubjects, PROJECT_CATEGORIES],
    );
  },
};

// Active users join up to four projects. Squaring a uniform draw crowds members into the first projects,
// so a few projects are large and most are small, as in a real organisation. The two known accounts
// always have projects so their pages have data.
const projectMembersStep: Step = {
  name: 'project members',
  async run(client, { scale }) {
    await client.query(
      `INSERT INTO project_members (project_id, user_id, added_at)
       SELECT pg_temp.bench_id('project',
           1 + mod(floor($2::integer * power(pg_temp.bench_unit('project:' || i), 2))::integer + j * 397, $2::integer)),
         pg_temp.bench_id('user', i),
         now() - make_interval(days => pg_temp.bench_pick('assigned:' || i || ':' || j, 1000))
       FROM generate_series(1, $1::integer) AS i
       CROSS JOIN LATERAL generate_series(1, CASE WHEN i <= 2 THEN 3 ELSE pg_temp.bench_pick('project-count:' || i, 5) END) AS j
       WHERE pg_temp.bench_is_active(i)
       ON CONFLICT DO NOTHING`,
      [scale.users, scale.projects],
    );
  },
};

export const steps: readonly Step[] = [
  helpersStep,
  rolesStep,
  usersStep,
  teamsStep,
  teamMembersStep,
  projectsStep,
  projectMembersStep,
  ...taskSteps,
  ...timeEntrySteps,
  taskRollUpStep,
  ...summarySteps,
  ...inventorySteps,
  ...collaborationSteps,
];

/** The tables whose row counts the dataset marker records. */
export const countedTables = [
  'users',
  'teams',
  'team_members',
  'projects',
  'project_members',
  'wbs',
  'tasks',
  'task_resources',
  'time_entries',
  'weekly_summaries',
  'building_projects',
  'inventory_items',
  'job_listings',
  'map_locations',
] as const;
