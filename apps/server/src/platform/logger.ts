import pino from 'pino';

/** Structured logs; credentials never reach them (request bodies are not logged at all). */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
      ],
      remove: true,
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  });
}
