import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** PostgreSQL text cannot hold NUL, and a lone surrogate is not a character: both are refused up front. */
function findHostileString(value: unknown, path: string, depth = 0): string | undefined {
  if (depth > 64) return path;
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
  app.addHook('preValidation', async (req) => {
    const found =
      findHostileString(req.params, 'params') ??
      findHostileString(req.query, 'query') ??
      findHostileString(req.body, 'body');
    if (found)
      throw new AppError({
        status: 400,
        code: 'INVALID_CHARACTERS',
        field: found.split('.').slice(1).join('.') || undefined,
        message: 'The request contains characters that are not allowed.',
      });
  });
}
