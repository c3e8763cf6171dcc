// The job board (hgn-data §2.23): `jobs`, the listings of `/collaboration`, and `jobsnotificationlists`,
// the addresses copied on each job's applications. A listing's values are held to what an Owner's
// listing form accepts (lengths, links, a category without a comma), each repair counted; its
// description is sanitised as the listing editor's is.
import { ccEmail, jobListingInput } from '@hgn/domain/jobListings';
import { TEXT_MAX } from '@hgn/domain/limits';
import { jobCcEntries, jobListings } from '../../features/jobListings/jobListings.table.js';
import { sanitizeRichText } from '../../platform/html/rich-text.js';
import { digestOf, eachDocument, originsOf, type ImportContext, localIdOf } from '../importContext.js';
import { booleanOf, bounded, idOf, idTime, instantOf, numberOf, textOf, type Repaired } from '../values.js';

/** The category a listing without one is given; an Owner can change it on the listing. */
const NO_CATEGORY = 'Other';

/** A link as the listing form takes it: none, or an http(s) address. */
const webLink = jobListingInput.shape.applyLink;

/** A link the listing form accepts (none, or an http(s) address); any other is left out, counted. */
function linkOf(value: unknown, field: 'applyLink' | 'jobDetailsLink' | 'imageUrl', repaired: Repaired) {
  const text = textOf(value).trim();
  if (text === '') return '';
  if (webLink.safeParse(text).success) return text;
  repaired(`${field} not an http(s) address, left out`);
  return '';
}

function categoryOf(value: unknown, repaired: Repaired): string {
  const text = textOf(value).trim();
  if (text === '') {
    repaired(`a listing without a category, given the category ${NO_CATEGORY}`);
    return NO_CATEGORY;
  }
  let category = text;
  if (category.includes(',')) {
    repaired('a category with a comma, which categories here cannot hold: the commas made slashes');
    category = category.replaceAll(/\s*,\s*/g, ' / ');
  }
  return bounded(category, TEXT_MAX.name, repaired, 'a category');
}

/** `jobs` → the job board's listings, then `jobsnotificationlists` → their CC lists. */
export async function importJobListings(ctx: ImportContext): Promise<void> {
  const collection = 'jobs';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  const ids = new Map<string, string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const title = textOf(document.title).trim();
    if (title === '') return ctx.report.skip(collection, 'it has no title');
    const description = bounded(textOf(document.description), TEXT_MAX.freeText, repaired, 'a description');
    const id = localIdOf(collection, originalId);
    await ctx.tx.insert(jobListings).values({
      id,
      title: bounded(title, TEXT_MAX.title, repaired, 'a title'),
      category: categoryOf(document.category, repaired),
      description: sanitizeRichText(description, { pictures: false }),
      imageUrl: linkOf(document.imageUrl, 'imageUrl', repaired),
      location: bounded(textOf(document.location).trim(), TEXT_MAX.title, repaired, 'a location'),
      applyLink: linkOf(document.applyLink, 'applyLink', repaired),
      jobDetailsLink: linkOf(document.jobDetailsLink, 'jobDetailsLink', repaired),
      datePosted: instantOf(document.datePosted, repaired) ?? idTime(originalId),
      featured: booleanOf(document.featured, false),
      displayOrder: Math.round(numberOf(document.displayOrder, repaired) ?? 0),
    });
    ids.set(originalId, id);
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
  await importCcLists(ctx, ids);
}

/** `jobsnotificationlists` → each job's CC list: one address a job, lower-cased as the list keeps it. */
async function importCcLists(ctx: ImportContext, jobIds: Map<string, string>): Promise<void> {
  const collection = 'jobsnotificationlists';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const listed = new Set<string>();
  await eachDocument(ctx, collection, async (document, originalId) => {
    const jobId = jobIds.get(idOf(document.jobId) ?? '');
    if (!jobId) return ctx.report.skip(collection, 'its job is not in jobs');
    const email = ccEmail.safeParse(textOf(document.email));
    if (!email.success) return ctx.report.skip(collection, 'its email is not an e-mail address');
    const address = email.data;
    if (listed.has(`${jobId} ${address}`))
      return ctx.report.skip(collection, 'its address is on the job’s list already (ignoring case)');
    listed.add(`${jobId} ${address}`);
    const id = localIdOf(collection, originalId);
    await ctx.tx.insert(jobCcEntries).values({ id, jobId, email: address, createdAt: idTime(originalId) });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await origins.flush();
}
