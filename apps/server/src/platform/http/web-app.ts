import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pagePathWithLocalIds, type ResolveOriginalIds } from './original-ids.js';

/**
 * The first path segments the server answers itself, never with the app's page: the API and the
 * original's WebSocket services (spec/api-paths.md), which answer 404 until they exist.
 */
const serverPathRoots = new Set(['api', 'timer-service', 'messaging-service']);

/** Whether a request URL belongs to the server rather than the web app, however it is spelled (case, `%61`, `//`). */
export function isServerPath(url: string): boolean {
  const rawPath = url.split('?')[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape names no page of the app either.
    return true;
  }
  const firstSegment = path.split('/').find((segment) => segment !== '');
  return firstSegment !== undefined && serverPathRoots.has(firstSegment.toLowerCase());
}

/** Answers a request for a page of the app. */
export type ServeApp = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built single-page app: hashed assets cached for a year, hash.txt and index.html never
 * cached (the app polls hash.txt to learn of a new version), and index.html for every app route. A
 * page's path naming an imported record by its HGN ObjectId is redirected to the path with its id.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  resolveOriginalIds: ResolveOriginalIds,
): Promise<ServeApp | undefined> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn(`no built web app in ${webDist}; serving the API only`);
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return async (req, reply) => {
    const withLocalIds = await pagePathWithLocalIds(req.url, resolveOriginalIds);
    if (withLocalIds) return reply.redirect(withLocalIds);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  };
}
