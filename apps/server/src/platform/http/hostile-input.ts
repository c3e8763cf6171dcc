import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** The deepest nesting a request's values may have; no input of the API nests nearly as deep. */
const NESTING_MAX = 64;

const hostileInput = (field?: string) =>
  new AppError({
    code: 'INVALID_CHARACTERS',
    field,
    message: 'The request contains characters that are not allowed.',
  });

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another, counted over its
 * brackets outside strings: a body nested thousands deep is refused before it is parsed into as many
 * objects.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** PostgreSQL text cannot hold NUL, and a lone surrogate is not a character: both are refused up front. */
function findHostileString(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > NESTING_MAX) return path;
  if (typeof value === 'string') return value.includes('\0') || !value.isWellFormed() ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findHostileString(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found =
        findHostileString(key, path, depth + 1) ?? findHostileString(v, `${path}.${key}`, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function registerHostileInputCheck(app: FastifyInstance) {
  // JSON bodies are parsed as Fastify parses them (its prototype poisoning rules included), once their
  // nesting is known to be within bounds.
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, NESTING_MAX)) return done(hostileInput(), undefined);
    void parseJson(req, text, done);
  });

  app.addHook('preValidation', async (req) => {
    const found =
      findHostileString(req.params, 'params') ??
      findHostileString(req.query, 'query') ??
      findHostileString(req.body, 'body');
    if (found) throw hostileInput(found.split('.').slice(1).join('.') || undefined);
  });
}
