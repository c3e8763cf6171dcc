import type { FastifyReply } from 'fastify';

/** Answers a stored file's bytes inline, with its type and how long a browser may keep it. */
export const sendStoredFile = (
  reply: FastifyReply,
  file: { contentType: string; bytes: Buffer },
  cacheControl: string,
) =>
  reply
    .header('Content-Type', file.contentType)
    .header('Cache-Control', cacheControl)
    .header('Content-Disposition', 'inline')
    .send(file.bytes);
