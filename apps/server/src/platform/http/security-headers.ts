import type { FastifyInstance } from 'fastify';
import { isServerPath } from './web-app.js';

// Styles may be inline (the component library sets CSS variables at run time); scripts may not.
// Pictures come from the app itself, and the team map's tiles from the tile service configured.
const policyOf = (tileUrl: string | undefined) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tileUrl === undefined ? '' : ` ${tileOrigin(tileUrl)}`}`,
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** The origin of a tile URL template ({s} subdomains allowed as a wildcard). */
const tileOrigin = (tileUrl: string) => {
  const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0] ?? '';
  return origin.replace(/\{s\}/g, '*').replace(/[{}]/g, '');
};

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { tileUrl?: string | undefined } = {},
) {
  const contentSecurityPolicy = policyOf(options.tileUrl);
  app.addHook('onSend', async (req, reply, payload) => {
    // Answers carry personal data and change with every write; the app's files, and an answer that
    // sets its own caching (a profile picture under a versioned URL), keep theirs.
    if (isServerPath(req.url) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    return payload;
  });
}
