import { jobTitles, places } from './names.js';
import { pickFrom, type Step } from './step.js';

const JOB_CATEGORIES = [
  'Engineering',
  'Design',
  'Construction',
  'Food and Gardening',
  'Education',
  'Media',
  'Administration',
  'Sustainability',
  'Research',
  'Marketing',
  'Health',
  'Finance',
];

/**
 * The public job board and the team map's manual entries: listings spread over twelve categories with
 * a paragraph of 30 to 90 words each (every fiftieth featured), and people an Owner placed on the map by
 * hand near the organisation's cities.
 */
export const collaborationSteps: readonly Step[] = [
  {
    name: 'job listings',
    async run(client, { scale }) {
      await client.query(
        `INSERT INTO job_listings (id, title, category, description, location, apply_link, job_details_link,
           date_posted, featured, display_order)
         SELECT pg_temp.bench_id('job', i),
           ${pickFrom('$2::text[]', `'job-title:' || i`)} || ' ' || i,
           ${pickFrom('$3::text[]', `'job-category:' || i`)},
           '<p>' || array_to_string(array(
             SELECT (ARRAY['volunteers','help','the','village','grow','food','build','homes','teach','classes',
               'design','tools','share','what','works','with','others','online'])[1 + mod(k * 5 + i, 18)]
             FROM generate_series(1, 30 + pg_temp.bench_pick('job-words:' || i, 60)) AS k), ' ') || '.</p>',
           'Remote',
           format('https://example.org/apply/%s', i),
           format('https://example.org/jobs/%s', i),
           now() - make_interval(days => pg_temp.bench_pick('job-posted:' || i, 700)),
           mod(i, 50) = 0,
           i
         FROM generate_series(1, $1::integer) AS i`,
        [scale.jobListings, jobTitles, JOB_CATEGORIES],
      );
    },
  },
  {
    name: 'manual map entries',
    async run(client, { scale }) {
      await client.query(
        `INSERT INTO map_locations (id, first_name, last_name, job_title, location_user_provided,
           location_lat, location_lng, location_country, location_city)
         SELECT pg_temp.bench_id('map-entry', i), 'Earlier', format('Helper %s', i),
           ${pickFrom('$2::text[]', `'map-job:' || i`)},
           ($3::text[])[p.k][2] || ', ' || ($3::text[])[p.k][1],
           ($3::text[])[p.k][4]::double precision + 4 * (pg_temp.bench_unit('map-lat:' || i) - 0.5),
           ($3::text[])[p.k][5]::double precision + 4 * (pg_temp.bench_unit('map-lng:' || i) - 0.5),
           ($3::text[])[p.k][1], ($3::text[])[p.k][2]
         FROM generate_series(1, $1::integer) AS i
         CROSS JOIN LATERAL (SELECT 1 + pg_temp.bench_pick('map-place:' || i, $4::integer) AS k) AS p`,
        [scale.manualMapEntries, jobTitles, places.map((place) => [...place]), places.length],
      );
    },
  },
];
