// The demo job listings of `/collaboration`, posted over the weeks before the demo is seeded.
import type { DbOrTransaction } from '../db.js';
import { jobCcEntries, jobListings } from '../features/jobListings/jobListings.table.js';

const DAY_MS = 24 * 3_600_000;

const demoJobs = [
  {
    title: 'Aquapini Garden Lead',
    category: 'Food',
    location: 'Remote and on site',
    description: '<p>Plan the seasons of the aquapini gardens and guide the volunteers who tend them.</p>',
    featured: true,
    daysAgo: 3,
  },
  {
    title: 'Community Kitchen Coordinator',
    category: 'Food',
    location: 'On site',
    description: '<p>Organise shared meals from the gardens and keep the kitchen running smoothly.</p>',
    featured: false,
    daysAgo: 10,
  },
  {
    title: 'Earthbag Building Designer',
    category: 'Housing',
    location: 'Remote',
    description: '<p>Draw the next cluster of earthbag homes with the building team.</p>',
    featured: false,
    daysAgo: 6,
  },
  {
    title: 'Solar Power Engineer',
    category: 'Energy',
    location: 'Remote',
    description: '<p>Size the solar arrays and batteries of the village and document them openly.</p>',
    featured: false,
    daysAgo: 14,
  },
  {
    title: 'Open Curriculum Writer',
    category: 'Education',
    location: 'Remote',
    description: '<p>Write lessons that teach sustainable living to learners of every age.</p>',
    featured: false,
    daysAgo: 21,
  },
] as const;

/** Adds the demo listings when there are none, so a second run adds nothing. */
export async function seedJobListings(tx: DbOrTransaction, now: Date, createdBy: string, ccEmail: string) {
  const [any] = await tx.select({ id: jobListings.id }).from(jobListings).limit(1);
  if (any) return;
  const rows = await tx
    .insert(jobListings)
    .values(
      demoJobs.map(({ daysAgo, ...job }, place) => ({
        ...job,
        datePosted: new Date(now.getTime() - daysAgo * DAY_MS),
        displayOrder: place,
        createdById: createdBy,
      })),
    )
    .returning({ id: jobListings.id, featured: jobListings.featured });
  const featured = rows.find((row) => row.featured);
  if (featured) await tx.insert(jobCcEntries).values({ jobId: featured.id, email: ccEmail.toLowerCase() });
}
