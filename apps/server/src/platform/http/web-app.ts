import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
