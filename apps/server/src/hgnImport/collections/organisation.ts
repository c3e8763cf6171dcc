// The organisation's own settings and records that belong to no person (hgn-data §2.19, §2.21): the
// prompt people copy to polish their weekly summary with an AI tool (`weeklySummaryAIPrompt`) and
// the people an Owner put on the team locations map by hand (`maplocations`).
import type { Document } from 'bson';
import { aiPromptInput } from '@hgn/domain/feedback';
import { MANUAL_ENTRY_TITLE, mapPersonInput } from '@hgn/domain/mapLocations';
import { organisationSettings } from '../../features/feedback/feedback.table.js';
import { mapLocations } from '../../features/mapLocations/mapLocations.table.js';
import {
  batches,
  digestOf,
  eachDocument,
  localIdOf,
  originsOf,
  type ImportContext,
} from '../importContext.js';
import { booleanOf, idTime, instantOf, objectOf, textOf, type Repaired } from '../values.js';

/**
 * `weeklySummaryAIPrompt`, a single document whose `_id` is the text `ai-prompt` → the organisation's
 * AI prompt. Its time is `modifiedDatetime`, the only one it has (there is no ObjectId to date it).
 */
export async function importAiPrompt(ctx: ImportContext): Promise<void> {
  const collection = 'weeklySummaryAIPrompt';
  const counts = ctx.report.countsOf(collection);
  const repaired: Repaired = (what) => ctx.report.repair(collection, what);
  let prompt: { document: Document; text: string } | undefined;
  for await (const document of ctx.dump.documents(collection)) {
    counts.read += 1;
    if (document._id !== 'ai-prompt') {
      ctx.report.skip(collection, 'its _id is not ai-prompt (HGN reads that one)');
      continue;
    }
    const input = aiPromptInput.safeParse({ aIPromptText: textOf(document.aIPromptText) });
    if (!input.success) {
      ctx.report.skip(collection, 'its text is empty or too long: the default prompt stands');
      continue;
    }
    prompt = { document, text: input.data.aIPromptText };
  }
  if (!prompt) return;
  let updatedAt = instantOf(prompt.document.modifiedDatetime, repaired);
  if (!updatedAt) {
    repaired('a prompt without a modifiedDatetime, dated 1 January 1970');
    updatedAt = new Date(0);
  }
  await ctx.tx
    .insert(organisationSettings)
    .values({ key: 'aiPrompt', value: { text: prompt.text }, updatedAt });
  const origins = originsOf(ctx, collection);
  await origins.add({
    originalId: 'ai-prompt',
    localId: localIdOf(collection, 'ai-prompt'),
    digest: digestOf(prompt.document),
  });
  await origins.flush();
  counts.imported += 1;
}

/**
 * `maplocations` → the map's manual entries, held to the map's form: a first and last name, a job
 * title, a place and its coordinates (which HGN stored as text).
 */
export async function importMapLocations(ctx: ImportContext): Promise<void> {
  const collection = 'maplocations';
  const origins = originsOf(ctx, collection);
  const counts = ctx.report.countsOf(collection);
  const rows = batches<typeof mapLocations.$inferInsert>((values) =>
    ctx.tx.insert(mapLocations).values(values),
  );
  const coordinate = (value: unknown) => {
    const text = textOf(value).trim();
    return text === '' ? undefined : Number(text);
  };
  await eachDocument(ctx, collection, async (document, originalId) => {
    const location = objectOf(document.location);
    const coords = objectOf(location.coords);
    const person = mapPersonInput.safeParse({
      firstName: textOf(document.firstName),
      lastName: textOf(document.lastName),
      jobTitle: textOf(document.jobTitle),
      location: {
        userProvided: textOf(location.userProvided),
        coords: { lat: coordinate(coords.lat), lng: coordinate(coords.lng) },
        country: textOf(location.country),
        city: textOf(location.city),
      },
    });
    if (!person.success)
      return ctx.report.skip(
        collection,
        person.error.issues.some((issue) => issue.path.includes('coords'))
          ? 'its coordinates are not a latitude and a longitude'
          : 'its name, job title or place is missing',
      );
    const { firstName, lastName, jobTitle, location: place } = person.data;
    const id = localIdOf(collection, originalId);
    await rows.add({
      id,
      firstName,
      lastName,
      jobTitle,
      title: textOf(document.title).trim() || MANUAL_ENTRY_TITLE,
      isActive: booleanOf(document.isActive, false),
      locationUserProvided: place.userProvided,
      locationLat: place.coords.lat,
      locationLng: place.coords.lng,
      locationCountry: place.country,
      locationCity: place.city,
      createdAt: idTime(originalId),
    });
    await origins.add({ originalId, localId: id, digest: digestOf(document) });
    counts.imported += 1;
  });
  await rows.flush();
  await origins.flush();
}
