import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/**
 * Serves the built single-page app: hashed assets cached for a year, hash.txt and index.html never
 * cached (the app polls hash.txt to learn of a new version), and index.html for every app route.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<((reply: FastifyReply) => FastifyReply) | undefined> {
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
  return (reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
