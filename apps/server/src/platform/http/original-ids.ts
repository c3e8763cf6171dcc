// An organisation that moved from HGN keeps its links: a path may name an imported record by the
// ObjectId HGN gave it (24 hex digits), and is read as if it named the record's own id.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/** Local ids by ObjectId (lower-case), for the ObjectIds that name an imported record. */
export type ResolveOriginalIds = (originalIds: readonly string[]) => Promise<Map<string, string>>;

/** An ObjectId as a path writes it: 24 hex digits, in either case. */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * A path parameter names a record when it is called `id` or ends in `Id` (`userId`, `userid`,
 * `motherId`); the others (`name`, `fromDate`, `level`, ...) are read as written.
 */
const RECORD_PARAM = /id$/i;

/** The parameters of a route path that name a record. */
export const recordParamsOf = (url: string): string[] =>
  [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!).filter((name) => RECORD_PARAM.test(name));

/**
 * Reads an ObjectId in a parameter that names a record as the imported record's id, before the guard
 * and validation see it: the request then goes on exactly as if it had named the record by its id. An
 * ObjectId of no imported record is left as it is, so it is answered as it was before (as any id of
 * no record). It costs nothing elsewhere: only a route with such parameters gets the hook (listed
 * once, when the route is registered), and a request with no ObjectId in them makes no query.
 */
export function registerOriginalIdParams(app: FastifyInstance, resolve: ResolveOriginalIds) {
  app.addHook('onRoute', (route) => {
    const names = recordParamsOf(route.url);
    if (names.length === 0) return;
    // A route's own onRequest runs after the app's (the session is read), before the guard's preValidation.
    const readObjectIds: onRequestHookHandler = (req, _reply, done) => {
      const params = req.params as Record<string, string | undefined>;
      const named = names.filter((name) => OBJECT_ID.test(params[name] ?? ''));
      if (named.length === 0) return done();
      resolve(named.map((name) => params[name]!.toLowerCase())).then((localIds) => {
        for (const name of named) {
          const localId = localIds.get(params[name]!.toLowerCase());
          if (localId) params[name] = localId;
        }
        done();
      }, done);
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), readObjectIds];
  });
}

/**
 * A page's path with each segment that is an imported record's ObjectId replaced by the record's id,
 * or undefined when it names none: an old bookmark of the original client opens the same page here.
 * The server does not know which segments of a page's path are ids, so any segment of 24 hex digits
 * that names an imported record is. Doubled slashes are read as one, and a path with a backslash is
 * never redirected, so the answer can only lead to a path of this server.
 */
export async function pagePathWithLocalIds(
  url: string,
  resolve: ResolveOriginalIds,
): Promise<string | undefined> {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/').filter((segment) => segment !== '');
  const originalIds = segments.filter((segment) => OBJECT_ID.test(segment));
  if (originalIds.length === 0 || path.includes('\\')) return undefined;
  const localIds = await resolve(originalIds.map((id) => id.toLowerCase()));
  if (localIds.size === 0) return undefined;
  const local = segments.map((segment) =>
    OBJECT_ID.test(segment) ? (localIds.get(segment.toLowerCase()) ?? segment) : segment,
  );
  return `/${local.join('/')}${queryAt === -1 ? '' : url.slice(queryAt)}`;
}
