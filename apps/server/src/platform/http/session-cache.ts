import type { FastifyInstance } from 'fastify';
import { createListener } from '../db/listener.js';
import type { Authenticate, SessionActor } from './session-actor.js';

export type SessionCache = {
  /** The caller behind a token, from what is kept when it can be, else from `authenticate`. */
  authenticate: Authenticate;
  /** Forgets every kept caller: a session ended or a person's role, rights, name or status changed. */
  forget(): void;
  /** Keeps callers only while true: while this server hears every other server's changes. */
  setListening(listening: boolean): void;
};

type Kept = { actor: SessionActor; until: number };

/**
 * Keeps each token's caller for a short while, so a request costs no session look-up. A kept caller is
 * never used past its session's expiry. Whatever can make one wrong forgets them all, on this server
 * at once (`forget`, called when such a write answers) and on every server when PostgreSQL delivers
 * the commit's notification; while that notification cannot be heard nothing is kept. A look-up that
 * began before a `forget` is not kept, since it may have read what the change replaced.
 */
export function createSessionCache(options: {
  authenticate: Authenticate;
  now: () => Date;
  keepMs: number;
  maxEntries: number;
}): SessionCache {
  const kept = new Map<string, Kept>();
  const pending = new Map<string, Promise<SessionActor | undefined>>();
  let generation = 0;
  let listening = false;

  const forget = () => {
    generation += 1;
    kept.clear();
    pending.clear();
  };

  async function lookUp(token: string, since: number): Promise<SessionActor | undefined> {
    try {
      const actor = await options.authenticate(token);
      if (actor && listening && generation === since) {
        if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value!);
        const until = Math.min(actor.sessionExpiresAt.getTime(), options.now().getTime() + options.keepMs);
        kept.set(token, { actor, until });
      }
      return actor;
    } finally {
      if (generation === since) pending.delete(token);
    }
  }

  return {
    authenticate(token) {
      if (!listening) return options.authenticate(token);
      const hit = kept.get(token);
      if (hit) {
        if (options.now().getTime() < hit.until) return Promise.resolve(hit.actor);
        kept.delete(token);
      }
      let looking = pending.get(token);
      if (!looking) {
        looking = lookUp(token, generation);
        pending.set(token, looking);
      }
      return looking;
    },
    forget,
    setListening(next) {
      forget();
      listening = next;
    },
  };
}

/** The channel the triggers of migration 0013 notify when a session, a person or a role changes. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** How long a caller is kept at most, should a notification ever go unheard without the listener noticing. */
const KEEP_MS = 60_000;
const MAX_KEPT = 20_000;

/**
 * Puts the session cache in front of `authenticate` for the app's requests and sockets: it keeps
 * callers once this server listens to `session_changes`, and forgets them when a write whose contract
 * `changesSessions` answers (before the answer leaves, so the caller's next request sees the change).
 */
export function registerSessionCache(
  app: FastifyInstance,
  options: { authenticate: Authenticate; now: () => Date; connectionString: string | undefined },
): Authenticate {
  const cache = createSessionCache({
    authenticate: options.authenticate,
    now: options.now,
    keepMs: KEEP_MS,
    maxEntries: MAX_KEPT,
  });
  const listener = createListener({
    connectionString: options.connectionString,
    channel: SESSION_CHANGES_CHANNEL,
    onNotification: () => cache.forget(),
    onLost: () => cache.setListening(false),
    onReconnected: () => cache.setListening(true),
    log: app.log,
  });
  app.addHook('onReady', async () => {
    await listener.ready().then(
      () => cache.setListening(true),
      (error: unknown) =>
        app.log.warn({ err: error }, 'sessions are looked up on every request: no listener'),
    );
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.routeOptions.config.contract?.changesSessions) cache.forget();
    return payload;
  });
  app.addHook('onClose', () => listener.close());
  return cache.authenticate;
}
