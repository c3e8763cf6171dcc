// The most any field of a request may hold. Every text, number and list the API accepts is bounded
// here, so that nothing a client sends can grow a row, a list or a token without limit, and no number
// can overflow the database's integer columns.
import { z } from 'zod';

/** The longest text of each kind, in characters. */
export const TEXT_MAX = {
  /** A person's first or last name; a team, project, role or preset name. */
  name: 100,
  /** A job title, a badge or info name, a link's name, a place name. */
  title: 200,
  /** The longest address SMTP carries (RFC 5321). */
  email: 254,
  /** A password; argon2 hashes any length, so the bound only keeps the work small. */
  password: 128,
  /** A link, a picture address. */
  url: 2048,
  /** A one-time token or an id sent in a body. */
  token: 512,
  /** A telephone number as typed, spaces and extension included. */
  phone: 40,
  /** A bio, a description, a reason. */
  freeText: 10_000,
} as const;

/** The most items a list in a request may hold. */
export const LIST_MAX = {
  /** Job titles, phone numbers. */
  shortList: 20,
  /** A profile's personal or admin links. */
  links: 50,
  /** Permissions of a role, a preset or a user (the catalogue is smaller). */
  permissions: 500,
  /** Teams or projects of a profile, members added at once, badges given at once. */
  members: 500,
} as const;

/** The largest value of a PostgreSQL `integer` column. */
export const INT_MAX = 2_147_483_647;

export const limitMessages = {
  tooLong: (max: number) => `Please use at most ${max.toLocaleString('en-US')} characters.`,
  tooMany: (max: number) => `Please give at most ${max.toLocaleString('en-US')} items.`,
  wholeNumber: (min: number, max: number) =>
    `Please enter a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`,
  number: (min: number, max: number) =>
    `Please enter a number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`,
} as const;

/** A text of at most `max` characters; `typeError` is said when it is no text at all. */
export const boundedText = (max: number, typeError?: string) =>
  z.string(typeError).max(max, limitMessages.tooLong(max));

/** The `.max()` arguments of a text of at most `max` characters: `z.string().max(...atMost(100))`. */
export const atMost = (max: number) => [max, limitMessages.tooLong(max)] as const;

/** The `.max()` arguments of a list of at most `max` items. */
export const atMostItems = (max: number) => [max, limitMessages.tooMany(max)] as const;

/** A number from `min` to `max`, fractions allowed. */
export const numberBetween = (min: number, max: number) => {
  const message = limitMessages.number(min, max);
  return z.number(message).min(min, message).max(max, message);
};

/** A whole number from `min` to `max`; `message` replaces the one that states the range. */
export const wholeNumber = (min: number, max: number, message = limitMessages.wholeNumber(min, max)) =>
  z.number(message).int(message).min(min, message).max(max, message);

/**
 * A number as a form's input sends it: the original client sends what was typed, so a numeric text is
 * read as its number (other text is refused by `schema`) and an empty one as none.
 */
export const typedAsText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    schema,
  );

/** A page of a list a query asks for: 1-based, `pageSize` rows a page (`size` unless asked, `maxSize` at most). */
export const pageQuery = (size: number, maxSize: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxSize).default(size),
});

/** A query's comma list of at most `items` entries of `itemMax` characters each; empty when not sent. */
export const commaListText = (items: number, itemMax: number) =>
  z
    .string()
    .max(...atMost(items * (itemMax + 1)))
    .default('');
